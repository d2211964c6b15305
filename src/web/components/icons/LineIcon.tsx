import type { ReactNode } from 'react';

type Props = { children: ReactNode; size?: number; label?: string };

/**
 * The shop's line icons (24-unit grid, 1.6 stroke). Without a label an icon is decorative (the
 * control that holds it carries the text); with one it is an image that says what it shows.
 */
export function LineIcon({ children, size = 24, label }: Props) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...a11y}
    >
      {children}
    </svg>
  );
}
