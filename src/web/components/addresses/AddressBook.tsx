import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import type { DefaultKind } from '../../../domain/addresses/address';
import { useTranslation } from '../../lib/use-translation';
import { ConfirmDialog } from '../dialog/ConfirmDialog';
import { AddressCard, cardHeadingId } from './AddressCard';
import { addressApi } from './address-api';
import { apiErrorMessage } from './api-message';
import type { BookAddress } from './book-address';

/** Set by the address forms when they come back here, to say the address was saved. */
export type BookNavigationState = { saved?: boolean } | null;

const isDefault = (address: BookAddress, kind: DefaultKind) => (kind === 'delivery' ? address.isDefaultDelivery : address.isDefaultBilling);

type Notice = 'saved' | 'deleted' | 'defaultDeliveryChanged' | 'defaultBillingChanged';

/**
 * /address-utilisateur: the default delivery and billing addresses first (an address that is
 * both shows once, with both labels), the others below, and the actions on each.
 */
export function AddressBook({ addresses }: { addresses: BookAddress[] }) {
  const { t } = useTranslation('addresses');
  const revalidator = useRevalidator();
  const location = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [toDelete, setToDelete] = useState<BookAddress | null>(null);
  const [focusCard, setFocusCard] = useState<{ id: number; kind: DefaultKind } | null>(null);

  // Set after the first render: a live region only announces what changes in it.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: it is what the live region announces
    if ((location.state as BookNavigationState)?.saved) setNotice('saved');
  }, [location.state]);

  // After "make default" the card moves to the top and its button is gone: focus follows the
  // card, once the new book is on screen.
  useEffect(() => {
    if (!focusCard) return;
    const moved = addresses.find((a) => a.id === focusCard.id);
    if (moved && !isDefault(moved, focusCard.kind)) return;
    document.getElementById(cardHeadingId(focusCard.id))?.focus();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- focus can only move once the new book is in the DOM; then the request is spent
    setFocusCard(null);
  }, [focusCard, addresses]);

  const defaults = addresses.filter((a) => a.isDefaultDelivery || a.isDefaultBilling);
  const others = addresses.filter((a) => !a.isDefaultDelivery && !a.isDefaultBilling);
  const hasDefault = (kind: DefaultKind) => addresses.some((a) => isDefault(a, kind));

  const makeDefault = async (address: BookAddress, kind: DefaultKind) => {
    if (busy) return;
    setBusy(true);
    setNotice(null);
    setError(null);
    const result = await addressApi.makeDefault(address.id, kind);
    if (result.ok) {
      await revalidator.revalidate();
      setNotice(kind === 'delivery' ? 'defaultDeliveryChanged' : 'defaultBillingChanged');
      setFocusCard({ id: address.id, kind });
    } else {
      setError(apiErrorMessage(result.error, t));
    }
    setBusy(false);
  };

  const deleteChosen = async (): Promise<string | null> => {
    if (!toDelete) return null;
    const result = await addressApi.remove(toDelete.id);
    if (!result.ok) {
      // Already gone (deleted in another tab): the book behind the dialog catches up.
      if (result.error.status === 404) await revalidator.revalidate();
      return apiErrorMessage(result.error, t);
    }
    await revalidator.revalidate();
    return null;
  };

  const closeDialog = (deleted: boolean) => {
    setToDelete(null);
    if (!deleted) return;
    setNotice('deleted');
    setError(null);
    // The card and its button are gone: focus goes back to the top of the book.
    titleRef.current?.focus();
  };

  const cards = (list: BookAddress[]) => (
    <ul className="address-book__grid">
      {list.map((address) => (
        <li key={address.id}>
          <AddressCard
            address={address}
            busy={busy}
            onDelete={(a) => {
              setNotice(null);
              setToDelete(a);
            }}
            onMakeDefault={makeDefault}
          />
        </li>
      ))}
    </ul>
  );

  return (
    <main className="account-area__main address-book">
      <div className="address-book__head">
        <h1 ref={titleRef} className="account-area__title address-book__title" tabIndex={-1}>
          {t('book.title')}
        </h1>
        <Link to="/creer-une-adresse" className="button">
          {t('book.add')}
        </Link>
      </div>

      <div role="status" className="address-book__status">
        {notice && <p className="message">{t(`book.${notice}`)}</p>}
      </div>
      <div role="alert" className="address-book__status">
        {error && <p className="message message--error">{error}</p>}
      </div>

      {addresses.length === 0 ? (
        <div className="address-book__empty">
          <p>{t('book.empty')}</p>
          <p>{t('book.emptyHint')}</p>
        </div>
      ) : (
        <>
          {!hasDefault('delivery') && <p className="address-book__hint">{t('book.noDefaultDelivery')}</p>}
          {!hasDefault('billing') && <p className="address-book__hint">{t('book.noDefaultBilling')}</p>}
          {defaults.length > 0 && (
            <section aria-labelledby="address-book-defaults" className="address-book__section">
              <h2 id="address-book-defaults" className="address-book__section-title">
                {t('book.defaults')}
              </h2>
              {cards(defaults)}
            </section>
          )}
          {others.length > 0 && (
            <section aria-labelledby="address-book-others" className="address-book__section">
              <h2 id="address-book-others" className="address-book__section-title">
                {t('book.others')}
              </h2>
              {cards(others)}
            </section>
          )}
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        question={t('deleteDialog.question')}
        cancelLabel={t('deleteDialog.cancel')}
        confirmLabel={t('deleteDialog.confirm')}
        onConfirm={deleteChosen}
        onClose={closeDialog}
      />
    </main>
  );
}
