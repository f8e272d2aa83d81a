import { uploadSrcSet } from "../../lib/images.ts";
import { useShared } from "../../lib/shared-text.ts";

export const PLACEHOLDER_IMAGE = "/images/projects/placeholder.svg";

// a project's picture in the sizes the upload made; a broken image is replaced once by a
// placeholder, by the site's script (app/lib/scripts/site.browser.ts), also when it broke before the
// script ran
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
  const frame = `aspect-[8/5] w-full bg-slate-200 object-cover ${className}`;
  if (!path) {
    return (
      <img
        src={PLACEHOLDER_IMAGE}
        alt={text.projects.placeholderAlt}
        width={800}
        height={500}
        loading={eager || priority ? "eager" : "lazy"}
        decoding="async"
        className={frame}
      />
    );
  }
  return (
    <img
      src={path}
      srcSet={uploadSrcSet(path)}
      sizes={sizes}
      alt={alt}
      width={800}
      height={500}
      loading={eager || priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      data-fallback={PLACEHOLDER_IMAGE}
      data-fallback-alt={text.projects.placeholderAlt}
      className={frame}
    />
  );
}
