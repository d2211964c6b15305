import { useId, useRef, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useCheckoutTranslation } from './checkout-i18n';
import { CheckoutEmailForm } from './CheckoutEmailForm';

/**
 * The guest's contact address, shown on every step with a form to change it (spec). The
 * confirmation mail goes to it.
 */
export function ContactEmail({ email }: { email: string }) {
  const { t } = useCheckoutTranslation();
  const formId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const [editing, setEditing] = useState(false);
  const [changed, setChanged] = useState(false);
  const { revalidate } = useRevalidator();

  const close = (saved: boolean) => {
    setEditing(false);
    setChanged(saved);
    // The form is gone: focus goes back to the button that opened it.
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  return (
    <div className="checkout-contact">
      <p className="checkout-contact__line">
        <span className="checkout-contact__label">{t('contact.label')}</span> <span className="checkout-contact__email">{email}</span>
        <button
          ref={toggleRef}
          type="button"
          className="link-button checkout-contact__toggle"
          aria-expanded={editing}
          aria-controls={editing ? formId : undefined}
          onClick={() => {
            setChanged(false);
            setEditing((open) => !open);
          }}
        >
          {t('contact.change')}
        </button>
      </p>
      {editing && (
        <CheckoutEmailForm
          id={formId}
          email={email}
          submitLabel={t('contact.save')}
          takeFocus
          onSaved={async () => {
            await revalidate();
            close(true);
          }}
        >
          <button type="button" className="button button--ghost" onClick={() => close(false)}>
            {t('contact.cancel')}
          </button>
        </CheckoutEmailForm>
      )}
      <div role="status">{changed && <p className="message message--success">{t('contact.changed')}</p>}</div>
    </div>
  );
}
