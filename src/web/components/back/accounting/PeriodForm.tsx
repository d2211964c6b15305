import { Form } from 'react-router';
import type { PeriodRefusal } from '../../../../domain/accounting/accounting-period';
import { FormField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';

type Props = {
  /** The days as the address gives them, valid or not, so a refused period stays as typed. */
  typed: { from: string; to: string };
  refusal: PeriodRefusal | null;
};

const noTouch = () => undefined;

/** Any range of Paris days: a GET form, so the period is the page's address (a bookmark, the back button). */
export function PeriodForm({ typed, refusal }: Props) {
  const { t } = useBackTranslation();
  const errorOf = (field: PeriodRefusal['field']) => (refusal?.field === field ? t(`accounting.errors.${refusal.reason}`) : undefined);
  return (
    <Form method="get" className="accounting-period" aria-label={t('accounting.periodForm')}>
      {(['from', 'to'] as const).map((name) => (
        <FormField key={name} label={t(`accounting.${name}`)} field={{ id: `accounting-${name}`, error: errorOf(name), touch: noTouch }} required>
          {(control) => <input {...control} type="date" name={name} defaultValue={typed[name]} />}
        </FormField>
      ))}
      <button type="submit" className="button">
        {t('accounting.show')}
      </button>
    </Form>
  );
}
