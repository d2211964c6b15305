import { LineIcon } from '../icons/LineIcon';

/** The delete icon of a cart line; its button carries the accessible name. */
export function TrashIcon() {
  return (
    <LineIcon size={20}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </LineIcon>
  );
}
