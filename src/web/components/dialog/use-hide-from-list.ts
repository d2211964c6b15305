import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ApiResult } from '../../lib/api';
import { apiErrorMessage } from '../addresses/api-message';

/**
 * A customer's "supprimer" on one of their lists (orders, invoices): the item chosen waits for
 * the confirmation dialog, the API hides it, the list reloads. Once done, `hidden` names it for
 * the page's status line and the focus goes back to the list's title (its button is gone).
 */
export function useHideFromList<T extends { id: number; number: string }>(hide: (id: number) => Promise<ApiResult<void>>, t: TFunction) {
  const revalidator = useRevalidator();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [toHide, setToHide] = useState<T | null>(null);
  const [hidden, setHidden] = useState<string | null>(null);

  const confirm = async (): Promise<string | null> => {
    if (!toHide) return null;
    const result = await hide(toHide.id);
    if (!result.ok) {
      // Already gone (removed in another tab): the list behind the dialog catches up.
      if (result.error.status === 404) await revalidator.revalidate();
      return apiErrorMessage(result.error, t);
    }
    await revalidator.revalidate();
    return null;
  };

  const close = (done: boolean) => {
    const item = toHide;
    setToHide(null);
    if (!done || !item) return;
    setHidden(item.number);
    titleRef.current?.focus();
  };

  const ask = (item: T) => {
    setHidden(null);
    setToHide(item);
  };

  return { titleRef, hidden, ask, dialog: { open: toHide !== null, onConfirm: confirm, onClose: close } };
}
