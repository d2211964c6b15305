import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { ErrorIcon, SuccessIcon } from './icons';

type Props = {
  state: 'pending' | 'success' | 'failure';
  /** Shown while the answer is awaited. */
  pending?: string;
  title: string;
  children?: ReactNode;
  /**
   * Moves focus to the title when the panel appears in place of a form, so keyboard and
   * screen-reader users land on the answer rather than on a vanished button.
   */
  takeFocus?: boolean;
};

/** The answer to a mail link or a finished form: an icon that says success or error, a title, what next. */
export function OutcomePanel({ state, pending, title, children, takeFocus = false }: Props) {
  const { t } = useTranslation('account');
  const titleRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (takeFocus && state !== 'pending') titleRef.current?.focus();
  }, [takeFocus, state]);

  return (
    <div className="outcome" role="status">
      {state === 'pending' ? (
        <p className="outcome__pending">
          <span className="spinner" aria-hidden="true" />
          {pending}
        </p>
      ) : (
        <div className={`outcome__panel outcome__panel--${state}`}>
          {state === 'success' ? <SuccessIcon label={t('outcome.success')} /> : <ErrorIcon label={t('outcome.error')} />}
          <h2 ref={titleRef} className="outcome__title" tabIndex={-1}>
            {title}
          </h2>
          {children}
        </div>
      )}
    </div>
  );
}
