import { useState } from "react";

// a logo in a small square; an image that does not load becomes an "ERR" box (the back office
// renders in the browser only, so the error listener is in place before the image loads)
export function LogoThumb({
  src,
  alt,
  brokenText,
  brokenLabel,
  size = "sm",
}: {
  src: string;
  alt: string;
  brokenText: string;
  brokenLabel: string;
  size?: "sm" | "lg";
}) {
  // remembered per address: a new logo gets a new chance
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const box = size === "sm" ? "h-10 w-10" : "h-24 w-24";

  if (brokenSrc === src) {
    return (
      <span
        role="img"
        aria-label={brokenLabel}
        title={brokenLabel}
        className={`${box} inline-flex shrink-0 items-center justify-center rounded-md border border-red-300 bg-red-50 text-xs font-bold text-red-700`}
      >
        {brokenText}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={size === "sm" ? 40 : 96}
      height={size === "sm" ? 40 : 96}
      loading="lazy"
      decoding="async"
      onError={() => setBrokenSrc(src)}
      className={`${box} shrink-0 rounded-md border border-slate-200 bg-white object-contain p-0.5`}
    />
  );
}
