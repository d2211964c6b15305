import { useEffect, useState, type FormEvent } from 'react';
import { freeDeliveryThresholdSchema } from '../../../../domain/catalogue/parameters';
import { formatPrice } from '../../../../domain/money';
import { useLocale } from '../../../lib/use-root';
import { InputField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi } from './parameters-api';
import { FormButtons, ParameterSection } from './shared';
import { useParameterForm } from './use-parameter-form';

/** A whole number as typed; NaN for anything else (the schema then names the field). */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The free-delivery threshold (the spec's thresholdAmount): whole euros, 0 for none; carts and pages follow at once. */
export function ThresholdSection({ amountEuros }: { amountEuros: number }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const form = useParameterForm('threshold', { amountEuros: String(amountEuros) });
  const [notice, setNotice] = useState('');
  const { load } = form;

  // The page's lists are read again after every write: the box shows what is saved.
  useEffect(() => load({ amountEuros: String(amountEuros) }), [amountEuros, load]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (form.busy) return;
    const saved = await form.submit(freeDeliveryThresholdSchema, { amountEuros: wholeNumber(form.values.amountEuros) }, parametersApi.saveThreshold);
    if (!saved) return;
    load({ amountEuros: String(saved.amountEuros) });
    setNotice(
      saved.amountEuros > 0
        ? t('parameters.threshold.savedOn', { amount: formatPrice(saved.amountEuros * 100, locale) })
        : t('parameters.threshold.savedOff'),
    );
  };

  return (
    <ParameterSection id="threshold" title={t('parameters.threshold.title')} notice={notice}>
      <form className="parameters__form" noValidate onSubmit={send}>
        <InputField
          label={t('parameters.threshold.amount')}
          field={form.field('amountEuros')}
          required
          hint={t('parameters.threshold.hint')}
          value={form.values.amountEuros}
          onChange={(value) => form.set('amountEuros', value)}
          inputMode="numeric"
          autoComplete="off"
        />
        <FormButtons label={t('parameters.threshold.save')} busy={form.busy} failure={form.failure} />
      </form>
    </ParameterSection>
  );
}
