import { type SVGProps, useId } from "react";

// brand marks and flags that icon sets do not carry; decorative unless given a title

type IconProps = SVGProps<SVGSVGElement>;

export function FlagVietnam(props: IconProps) {
  return (
    <svg viewBox="0 0 30 20" aria-hidden="true" {...props}>
      <rect width="30" height="20" fill="#da251d" />
      <path fill="#ff0" d="m15 4 1.76 5.42h5.7l-4.61 3.35 1.76 5.42L15 14.84l-4.61 3.35 1.76-5.42-4.61-3.35h5.7z" />
    </svg>
  );
}

export function FlagUnitedKingdom(props: IconProps) {
  // one id per flag drawn: the language switch and the mobile menu both draw it on every page
  const clip = useId();
  return (
    <svg viewBox="0 0 60 30" aria-hidden="true" {...props}>
      <clipPath id={clip}>
        <path d="M30 15h30v15zv15H0zH0V0zV0h30z" />
      </clipPath>
      <path d="M0 0v30h60V0z" fill="#012169" />
      <path d="M0 0l60 30m0-30L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30m0-30L0 30" clipPath={`url(#${clip})`} stroke="#C8102E" strokeWidth="4" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

// a one-colour brand mark drawn with one path on a 24 × 24 grid, in the text's colour
function SolidIcon({ path, ...props }: IconProps & { path: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
      <path d={path} />
    </svg>
  );
}

export function YouTubeIcon(props: IconProps) {
  return (
    <SolidIcon
      path="M23.5 6.2a3 3 0 0 0-2.1-2.1C19.5 3.6 12 3.6 12 3.6s-7.5 0-9.4.5A3 3 0 0 0 .5 6.2 31 31 0 0 0 0 12a31 31 0 0 0 .5 5.8 3 3 0 0 0 2.1 2.1c1.9.5 9.4.5 9.4.5s7.5 0 9.4-.5a3 3 0 0 0 2.1-2.1A31 31 0 0 0 24 12a31 31 0 0 0-.5-5.8zM9.6 15.6V8.4l6.2 3.6z"
      {...props}
    />
  );
}

export function TikTokIcon(props: IconProps) {
  return (
    <SolidIcon
      path="M16.6 2h-3.4v13.2a2.9 2.9 0 1 1-2-2.8V9a6.3 6.3 0 1 0 5.4 6.2V8.6a7.9 7.9 0 0 0 4.6 1.5V6.7a4.6 4.6 0 0 1-4.6-4.7z"
      {...props}
    />
  );
}

export function FacebookIcon(props: IconProps) {
  return (
    <SolidIcon
      path="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
      {...props}
    />
  );
}

export function ZaloIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" {...props}>
      <rect width="24" height="24" rx="6" fill="#0068ff" />
      <text
        x="12"
        y="15.5"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontWeight="700"
        fontSize="8.5"
        fill="#fff"
      >
        Zalo
      </text>
    </svg>
  );
}

export function LogoMark(props: IconProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" {...props}>
      <rect width="64" height="64" rx="14" fill="#0b1f4d" />
      <path d="M36 6 14 36h14l-4 22 24-32H34z" fill="#fbbf24" />
    </svg>
  );
}
