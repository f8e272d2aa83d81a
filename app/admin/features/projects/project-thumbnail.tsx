import { ImageOff } from "lucide-react";
import { useState } from "react";
import { uploadSrcSet } from "../../../lib/images.ts";

// a project's picture: an uploaded file (/uploads/…), a picture of the site or an https address; a missing or broken
// image shows a small placeholder instead. Re-mount it (key) when the source changes.
export function ProjectThumbnail({
  src,
  alt,
  sizes,
  className = "",
}: {
  src: string | null;
  alt: string;
  // set for small pictures of uploaded files, so the browser picks a smaller variant
  sizes?: string;
  className?: string;
}) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) {
    return (
      <span
        aria-hidden="true"
        className={`flex shrink-0 items-center justify-center rounded-md bg-slate-100 text-slate-400 ring-1 ring-slate-200 ${className}`}
      >
        <ImageOff className="h-1/2 max-h-8 w-1/2 max-w-8" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={sizes ? uploadSrcSet(src) : undefined}
      sizes={sizes && uploadSrcSet(src) ? sizes : undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setBroken(true)}
      className={`shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200 ${className}`}
    />
  );
}
