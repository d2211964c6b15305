import { LineIcon } from '../icons/LineIcon';

/** Icons of the chrome: decorative, the control that holds one always carries its own text or label. */
export const BagIcon = () => (
  <LineIcon>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </LineIcon>
);

export const UserIcon = () => (
  <LineIcon>
    <circle cx="12" cy="8" r="3.6" />
    <path d="M4.5 20c1.2-3.6 4-5.4 7.5-5.4s6.3 1.8 7.5 5.4" />
  </LineIcon>
);

export const SearchIcon = () => (
  <LineIcon>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5" />
  </LineIcon>
);

export const MenuIcon = () => (
  <LineIcon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </LineIcon>
);

export const CloseIcon = () => (
  <LineIcon>
    <path d="M6 6l12 12M18 6 6 18" />
  </LineIcon>
);

export const ChevronDownIcon = () => (
  <LineIcon size={16}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const ChevronRightIcon = () => (
  <LineIcon size={20}>
    <path d="m9 6 6 6-6 6" />
  </LineIcon>
);

export const ChevronLeftIcon = () => (
  <LineIcon size={20}>
    <path d="m15 6-6 6 6 6" />
  </LineIcon>
);

export const PauseIcon = () => (
  <LineIcon size={14}>
    <path d="M9 6v12M15 6v12" />
  </LineIcon>
);

export const PlayIcon = () => (
  <LineIcon size={14}>
    <path d="M8 5.5v13l10-6.5-10-6.5Z" />
  </LineIcon>
);

/** A needle and thread: sewn in France. */
export const NeedleIcon = () => (
  <LineIcon size={32}>
    <path d="M19.5 4.5 7 17l-2.5.5.5-2.5L17.5 2.5a1.4 1.4 0 0 1 2 2Z" />
    <path d="M17 5.5l1.5 1.5" />
    <path d="M5 17.5c-2 1.5-2 3.5.5 3.5 3 0 5-3 8-3 2 0 3 1 4.5 2.5" />
  </LineIcon>
);

/** A rosette: lasting quality. */
export const QualityIcon = () => (
  <LineIcon size={32}>
    <circle cx="12" cy="9" r="5.5" />
    <path d="m9.7 9 1.6 1.6 3-3.2" />
    <path d="M8.5 13.5 7 21l5-2.5 5 2.5-1.5-7.5" />
  </LineIcon>
);

/** A speech bubble with a heart: attentive customer care. */
export const CareIcon = () => (
  <LineIcon size={32}>
    <path d="M4 5.5h16v10.5H10l-4.5 3.5V16H4Z" />
    <path d="M12 13.2s-3-1.8-3-3.7a1.6 1.6 0 0 1 3-.8 1.6 1.6 0 0 1 3 .8c0 1.9-3 3.7-3 3.7Z" />
  </LineIcon>
);

export const FacebookIcon = () => (
  <LineIcon>
    <path d="M14 8.5h2.5V5H14a3.5 3.5 0 0 0-3.5 3.5V11H8v3.5h2.5V21H14v-6.5h2.5L17 11h-3V8.5Z" />
  </LineIcon>
);

export const InstagramIcon = () => (
  <LineIcon>
    <rect x="3.5" y="3.5" width="17" height="17" rx="4.5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </LineIcon>
);

export const TiktokIcon = () => (
  <LineIcon>
    <path d="M14 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3" />
    <path d="M14 3.5c.4 2.6 2.2 4.3 4.8 4.5" />
  </LineIcon>
);
