import { useState } from 'react';
import { centsFromEuros } from '../../../../domain/money';
import type { Locale } from '../../../../domain/locale';
import { formatPrice } from '../../../../domain/money';
import { parisDay } from '../../../../domain/pricing';
import { promoCodeInputSchema, PROMO_TYPES, type PromoCodeInput } from '../../../../domain/pricing/promo-code-input';
import { useLocale } from '../../../lib/use-root';
import { InputField, SelectField } from '../form/FormField';
import { DeskTable } from '../DeskTable';
import { useBackTranslation } from '../use-back-translation';
import { parametersApi, type PromoCodeItem } from './parameters-api';
import { PromoSwitch } from './PromoSwitch';
import { FormButtons, ParameterSection, RowActions, type DeleteRequest } from './shared';
import { useEditableForm } from './use-editable-form';
import { useApiMessage } from './use-parameter-form';

type Props = { promoCodes: PromoCodeItem[]; onChanged(): void; onDelete(request: DeleteRequest): void };

type Values = { code: string; startsOn: string; endsOn: string; type: string; value: string; usage: string };

/** A percent is typed whole; a fixed discount in euros as people write them ("5", "7,50"). NaN otherwise: the schema names the field. */
function promoBody(values: Values) {
  const typed = values.value.trim();
  return {
    code: values.code,
    startsOn: values.startsOn,
    endsOn: values.endsOn,
    type: values.type,
    value: values.type === 'fixed' ? centsFromEuros(typed) : /^\d+$/.test(typed) ? Number(typed) : Number.NaN,
    singleUse: values.usage === 'single',
  };
}

const discount = (code: PromoCodeInput, locale: Locale) =>
  code.type === 'rate' ? `${code.value}${locale === 'fr' ? '\u00a0' : ''}%` : formatPrice(code.value, locale);
const shownDay = (day: string) => day.split('-').reverse().join('/');

/**
 * Promo codes (the cart's own meaning: a whole percent or a fixed amount off the products, Paris
 * days both included, once or several times per customer), with their state today; added,
 * switched on or off, or deleted while no order carries them.
 */
export function PromoCodesSection({ promoCodes, onChanged, onDelete }: Props) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const apiMessage = useApiMessage();
  const [switchError, setSwitchError] = useState('');
  const { form, send, notice, setNotice, askDelete } = useEditableForm<PromoCodeItem, Values, PromoCodeInput, PromoCodeItem>({
    prefix: 'promo',
    blank: { code: '', startsOn: parisDay(new Date()), endsOn: '', type: 'rate', value: '', usage: 'multiple' },
    schema: promoCodeInputSchema,
    body: promoBody,
    add: parametersApi.addPromoCode,
    said: (saved) => t('parameters.promoCodes.added', { code: saved.code }),
    onChanged,
    onDelete,
  });

  const switched = (code: PromoCodeItem, isActive: boolean) => {
    setSwitchError('');
    setNotice(t(isActive ? 'parameters.promoCodes.switchedOn' : 'parameters.promoCodes.switchedOff', { code: code.code }));
    onChanged();
  };

  return (
    <ParameterSection id="promo-codes" title={t('parameters.promoCodes.title')} notice={notice}>
      {switchError && (
        <p role="alert" className="message message--error">
          {switchError}
        </p>
      )}
      {promoCodes.length === 0 ? (
        <p>{t('parameters.promoCodes.none')}</p>
      ) : (
        <div className="parameters__scroll">
          <DeskTable
            caption={t('parameters.promoCodes.caption')}
            columns={[
              t('parameters.promoCodes.code'),
              t('parameters.promoCodes.discount'),
              t('parameters.promoCodes.validity'),
              t('parameters.promoCodes.usage'),
              t('parameters.promoCodes.status'),
              t('parameters.promoCodes.orders'),
              t('parameters.actions'),
            ]}
          >
            {promoCodes.map((code) => (
              <tr key={code.id}>
                <th scope="row">
                  <code>{code.code}</code>
                </th>
                <td>{discount(code, locale)}</td>
                <td>{t('parameters.promoCodes.dates', { from: shownDay(code.startsOn), to: shownDay(code.endsOn) })}</td>
                <td>{t(code.singleUse ? 'parameters.promoCodes.single' : 'parameters.promoCodes.multiple')}</td>
                <td className={`parameters__status parameters__status--${code.status}`}>{t(`parameters.promoCodes.statuses.${code.status}`)}</td>
                <td>{code.orders}</td>
                <RowActions
                  deleteLabel={t('parameters.promoCodes.deleteLabel', { code: code.code })}
                  onDelete={() =>
                    askDelete(code.code, t('parameters.promoCodes.deleteQuestion', { code: code.code }), () => parametersApi.deletePromoCode(code.id))
                  }
                >
                  <PromoSwitch
                    code={code}
                    onSwitched={(isActive) => switched(code, isActive)}
                    onRefused={(error) => setSwitchError(apiMessage(error))}
                  />
                </RowActions>
              </tr>
            ))}
          </DeskTable>
        </div>
      )}
      <form className="parameters__form parameters__form--wide" noValidate onSubmit={send} aria-labelledby="promo-form-title">
        <h3 id="promo-form-title">{t('parameters.promoCodes.newTitle')}</h3>
        <InputField
          label={t('parameters.promoCodes.code')}
          field={form.field('code')}
          required
          hint={t('parameters.promoCodes.codeHint')}
          value={form.values.code}
          onChange={(value) => form.set('code', value)}
          maxLength={30}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
        />
        <InputField
          label={t('parameters.promoCodes.startsOn')}
          field={form.field('startsOn')}
          required
          type="date"
          value={form.values.startsOn}
          onChange={(value) => form.set('startsOn', value)}
        />
        <InputField
          label={t('parameters.promoCodes.endsOn')}
          field={form.field('endsOn')}
          required
          type="date"
          value={form.values.endsOn}
          min={form.values.startsOn || undefined}
          onChange={(value) => form.set('endsOn', value)}
        />
        <SelectField
          label={t('parameters.promoCodes.type')}
          field={form.field('type')}
          required
          value={form.values.type}
          onChange={(value) => form.set('type', value)}
          options={PROMO_TYPES.map((type) => ({ value: type, label: t(`parameters.promoCodes.${type}`) }))}
        />
        <InputField
          label={t(form.values.type === 'fixed' ? 'parameters.promoCodes.valueFixed' : 'parameters.promoCodes.valueRate')}
          field={form.field('value')}
          required
          value={form.values.value}
          onChange={(value) => form.set('value', value)}
          inputMode={form.values.type === 'fixed' ? 'decimal' : 'numeric'}
          autoComplete="off"
        />
        <SelectField
          label={t('parameters.promoCodes.usage')}
          field={form.field('usage')}
          required
          value={form.values.usage}
          onChange={(value) => form.set('usage', value)}
          options={[
            { value: 'multiple', label: t('parameters.promoCodes.multiple') },
            { value: 'single', label: t('parameters.promoCodes.single') },
          ]}
        />
        <FormButtons label={t('parameters.promoCodes.add')} busy={form.busy} failure={form.failure} />
      </form>
    </ParameterSection>
  );
}
