import type { Announcement } from './use-cart';

/** The live region where the outcome of a cart change is said (and read out). */
export function CartStatus({ announcement, className }: { announcement: Announcement | null; className: string }) {
  return (
    <div className={className} role="status">
      {announcement && (
        <p key={announcement.seq} className={announcement.tone === 'error' ? 'message message--error' : 'message'}>
          {announcement.text}
        </p>
      )}
    </div>
  );
}
