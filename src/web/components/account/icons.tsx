import { LineIcon } from '../icons/LineIcon';

/** Icons of the account pages: show/hide password, and the outcome of a mail link. */
export const EyeIcon = () => (
  <LineIcon size={22}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);

export const EyeOffIcon = () => (
  <LineIcon size={22}>
    <path d="M10.6 5.6A9.6 9.6 0 0 1 12 5.5c6 0 9.5 6.5 9.5 6.5a16 16 0 0 1-2.6 3.4M6.4 6.9C3.9 8.6 2.5 12 2.5 12S6 18.5 12 18.5a9 9 0 0 0 4.6-1.3" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3.5 3.5 17 17" />
  </LineIcon>
);

export const SuccessIcon = ({ label }: { label: string }) => (
  <LineIcon size={48} label={label}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="m7.8 12.3 2.9 2.9 5.5-6" />
  </LineIcon>
);

export const ErrorIcon = ({ label }: { label: string }) => (
  <LineIcon size={48} label={label}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M12 7v6.2" />
    <path d="M12 16.6v.1" strokeWidth="2.2" />
  </LineIcon>
);
