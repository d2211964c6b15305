import type { ReactNode } from 'react';
import type { CheckoutState, CheckoutStep } from '../../../domain/checkout/checkout';
import { StepProgress } from './StepProgress';

type Props = {
  mode: CheckoutState['mode'];
  step: CheckoutStep;
  /** The page's h1: the step's name. */
  title: string;
  /** Beside the steps: the order summary. */
  summary: ReactNode;
  children: ReactNode;
};

/** A checkout step's page: where the customer is in the three steps, the step, and the order summary beside it. */
export function CheckoutFrame({ mode, step, title, summary, children }: Props) {
  return (
    <main className="page checkout-page">
      <StepProgress mode={mode} current={step} />
      <div className="checkout-page__layout">
        <div className="checkout-page__step">
          <h1 className="checkout-page__title">{title}</h1>
          {children}
        </div>
        <div className="checkout-page__summary">{summary}</div>
      </div>
    </main>
  );
}
