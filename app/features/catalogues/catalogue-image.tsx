import { uploadSrcSet } from "../../lib/images.ts";

// a logo or a tool's picture from the catalogues: it fills the fixed box its parent gives it
// (so nothing moves when it arrives), whole and centred whatever its shape, fetched only when it
// comes near the screen, in the width the upload made closest to the box
export function CatalogueImage({
  path,
  alt,
  sizes,
  width,
  height,
}: {
  path: string;
  alt: string;
  sizes: string;
  width: number;
  height: number;
}) {
  return (
    <img
      src={path}
      srcSet={uploadSrcSet(path)}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className="h-full w-full object-contain"
    />
  );
}
