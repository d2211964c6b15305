import { Link } from 'react-router';
import { useHydrated } from '../chrome/use-hydrated';
import { useCheckoutTranslation } from './checkout-i18n';

/** The way back from a step: the previous step, or the cart from step 1 (spec). */
export function PreviousLink({ to }: { to: string }) {
  const { t } = useCheckoutTranslation();
  return (
    <Link to={to} className="button button--ghost">
      {t('steps.previous')}
    </Link>
  );
}

type Props = {
  previousTo: string;
  submitLabel: string;
  busy: boolean;
  /** A refusal from the server, read out as it appears. */
  failure: string | null;
};

/** Previous and next under a step's answer; next sends the form. */
export function StepActions({ previousTo, submitLabel, busy, failure }: Props) {
  const hydrated = useHydrated();
  return (
    <div className="checkout-step__actions">
      <div role="alert">{failure && <p className="message message--error">{failure}</p>}</div>
      <div className="address-form__buttons">
        {/* Back comes first, as in any sequence of steps (on screen and in tab order). */}
        <PreviousLink to={previousTo} />
        {/* Before the scripts run the form cannot send anything. */}
        <button type="submit" className="button" disabled={!hydrated} aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
