import type { ReactNode } from 'react';

/** Decorative line icons: the control that holds one always carries its own text or label. */
function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
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
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const BagIcon = () => (
  <Icon>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </Icon>
);

export const UserIcon = () => (
  <Icon>
    <circle cx="12" cy="8" r="3.6" />
    <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </Icon>
);

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6 6 18" />
  </Icon>
);

export const ChevronDownIcon = () => (
  <Icon size={16}>
    <path d="m6 9 6 6 6-6" />
  </Icon>
);

export const ChevronRightIcon = () => (
  <Icon size={20}>
    <path d="m9 6 6 6-6 6" />
  </Icon>
);

export const ChevronLeftIcon = () => (
  <Icon size={20}>
    <path d="m15 6-6 6 6 6" />
  </Icon>
);

export const PauseIcon = () => (
  <Icon size={14}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);

export const PlayIcon = () => (
  <Icon size={14}>
    <path d="M8 5.5v13l10-6.5-10-6.5Z" />
  </Icon>
);

/** A needle and thread: sewn in France. */
export const NeedleIcon = () => (
  <Icon size={32}>
    <path d="M19.5 4.5 7 17l-2.5.5.5-2.5L17.5 2.5a1.4 1.4 0 0 1 2 2Z" />
    <path d="M17 5.5l1.5 1.5" />
    <path d="M5 17.5c-2 1.5-2 3.5.5 3.5 3 0 5-3 8-3 2 0 3 1 4.5 2.5" />
  </Icon>
);

/** A rosette: lasting quality. */
export const QualityIcon = () => (
  <Icon size={32}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m9.7 9 1.6 1.6 3-3.2" />
    <path d="M8.5 13.5 7 21l5-2.5 5 2.5-1.5-7.5" />
  </Icon>
);

/** A speech bubble with a heart: attentive customer care. */
export const CareIcon = () => (
  <Icon size={32}>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4Z" />
    <path d="M12 13.2s-3-1.8-3-3.7a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 1.9-3 3.7-3 3.7Z" />
  </Icon>
);

export const FacebookIcon = () => (
  <Icon>
    <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V8.5Z" />
  </Icon>
);

export const InstagramIcon = () => (
  <Icon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);

export const TiktokIcon = () => (
  <Icon>
    <path d="M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3" />
    <path d="M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />
  </Icon>
);
