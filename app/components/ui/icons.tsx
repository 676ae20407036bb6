import type { SVGProps } from "react";

/**
 * Interface icons, inline SVG in `currentColor` (no icon font, no extra request). Decorative by default:
 * the control around an icon carries the accessible name. The heart and the cart, on every goods card, are drawn
 * by CSS instead (app/styles/icons.css).
 */
type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every icon is drawn in: a 24-unit box, stroked in `currentColor`, hidden from screen readers. */
export function IconSvg({ size = 24, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.6}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </IconSvg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <circle cx="12" cy="8.5" r="3.8" />
      <path d="M4.5 20.5c.9-3.9 3.9-6 7.5-6s6.6 2.1 7.5 6" />
    </IconSvg>
  );
}

export function BurgerIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </IconSvg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m6 6 12 12M18 6 6 18" />
    </IconSvg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="m7 10 5 5 5-5" />
    </IconSvg>
  );
}

export function PhoneIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M6.5 3.5h3l1.5 4-2 1.3a10 10 0 0 0 6.2 6.2l1.3-2 4 1.5v3a2 2 0 0 1-2.2 2A17 17 0 0 1 4.5 5.7a2 2 0 0 1 2-2.2z" />
    </IconSvg>
  );
}

export function MailIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <rect x="3.5" y="5.5" width="17" height="13" rx="2" />
      <path d="m4 7 8 6 8-6" />
    </IconSvg>
  );
}

export function PinIcon(props: IconProps) {
  return (
    <IconSvg {...props}>
      <path d="M12 21s-6.5-6-6.5-11a6.5 6.5 0 0 1 13 0c0 5-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </IconSvg>
  );
}
