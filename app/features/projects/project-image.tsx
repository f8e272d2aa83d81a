import { useEffect, useRef, useState } from "react";
import { uploadSrcSet } from "../../lib/images.ts";
import { useShared } from "../../lib/shared-text.ts";

export const PLACEHOLDER_IMAGE = "/images/projects/placeholder.svg";

// a project's picture in the sizes the upload made; a broken image is replaced once by a
// placeholder (also when it broke before the page became interactive)
export function ProjectImage({
  path,
  alt,
  sizes,
  eager = false,
  priority = false,
  className = "",
}: {
  path: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  // the first picture in view (likely the largest paint): fetched first, before scripts
  priority?: boolean;
  className?: string;
}) {
  const text = useShared();
  const [broken, setBroken] = useState(!path);
  const ref = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = ref.current;
    if (image?.complete && image.naturalWidth === 0 && !broken) setBroken(true);
  }, [broken]);

  const src = broken ? PLACEHOLDER_IMAGE : (path as string);
  return (
    <img
      ref={ref}
      src={src}
      srcSet={broken ? undefined : uploadSrcSet(path)}
      sizes={broken ? undefined : sizes}
      alt={broken ? text.projects.placeholderAlt : alt}
      width={800}
      height={500}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`aspect-[8/5] w-full bg-slate-200 object-cover ${className}`}
    />
  );
}
