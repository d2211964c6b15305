import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Link, useNavigate } from 'react-router';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTHS,
  addressErrors,
  addressFieldsSchema,
  type AddressField,
  type AddressInput,
} from '../../../domain/addresses/address-schema';
import { DEFAULT_COUNTRY, type CountryOption } from '../../../domain/addresses/countries';
import type { ApiResult } from '../../lib/api';
import { useSendPress } from '../../lib/use-send-press';
import { useTranslation } from '../../lib/use-translation';
import { useHydrated } from '../chrome/use-hydrated';
import { apiErrorMessage } from './api-message';
import type { BookNavigationState } from './AddressBook';

export type AddressFormValues = Record<AddressField, string> & { isDefaultDelivery: boolean; isDefaultBilling: boolean };

/** A new address: in France unless the customer says otherwise, with what is known of them filled in. */
export function blankAddressValues({ firstName, lastName, email }: Pick<AddressFormValues, 'firstName' | 'lastName' | 'email'>): AddressFormValues {
  return {
    firstName,
    lastName,
    email,
    line1: '',
    line2: '',
    zip: '',
    city: '',
    country: DEFAULT_COUNTRY,
    phone: '',
    isDefaultDelivery: false,
    isDefaultBilling: false,
  };
}

type Props = {
  initial: AddressFormValues;
  countries: CountryOption[];
  /**
   * 'choice': the two default boxes. 'first': a customer's first address, which always
   * becomes both defaults (the boxes would promise a choice the shop does not give). 'none':
   * an address typed for one order only (a guest's checkout).
   */
  defaults: 'choice' | 'first' | 'none';
  save(input: AddressInput): Promise<ApiResult<unknown>>;
  /** After a successful save; by default, back to the address book, which says it was saved. */
  onSaved?(): void;
  /** The send button's words; by default "save the address". */
  submitLabel?: string;
  /** Beside the send button; by default the way back to the address book. */
  secondaryAction?: ReactNode;
  /**
   * A step back (checkout's "Précédent"), in its place of a step sequence: before the send
   * button, on screen and in tab order. Takes the place of secondaryAction.
   */
  backAction?: ReactNode;
  /** The browser's autofill section when a page asks for two addresses (checkout: shipping, billing). */
  autoCompleteSection?: 'shipping' | 'billing';
};

type FieldSpec = {
  name: AddressField;
  autoComplete: string;
  type?: 'email' | 'tel';
  inputMode?: 'numeric' | 'tel' | 'email';
  hint?: boolean;
};

/** Form order; first and last names, zip and city, phone and e-mail sit side by side on wide screens. */
const ROWS: FieldSpec[][] = [
  [
    { name: 'firstName', autoComplete: 'given-name' },
    { name: 'lastName', autoComplete: 'family-name' },
  ],
  [{ name: 'line1', autoComplete: 'address-line1' }],
  [{ name: 'line2', autoComplete: 'address-line2', hint: true }],
  [
    { name: 'zip', autoComplete: 'postal-code' },
    { name: 'city', autoComplete: 'address-level2' },
  ],
  [{ name: 'country', autoComplete: 'country' }],
  [
    { name: 'phone', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
    { name: 'email', autoComplete: 'email', type: 'email', inputMode: 'email' },
  ],
];

const OPTIONAL: ReadonlySet<AddressField> = new Set(['line2']);

/** The form's values as it holds them now: its inputs are the state (unchecked boxes send nothing). */
function readValues(form: HTMLFormElement): AddressFormValues {
  const data = new FormData(form);
  const text = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, String(data.get(field) ?? '')])) as Record<AddressField, string>;
  return { ...text, isDefaultDelivery: data.has('isDefaultDelivery'), isDefaultBilling: data.has('isDefaultBilling') };
}

/**
 * The address form of /creer-une-adresse and /modification-adresse/{id}: one schema with the
 * API. A field is checked when it is left, a wrong field is checked again as it is corrected,
 * and sending shows every error at once and puts focus on the first.
 *
 * The inputs are uncontrolled (`initial` is their default) and read when left and when sent,
 * like the account forms': what the visitor typed or the browser autofilled before the page's
 * scripts ran stays as it is once they run. Controlled by one state object, they came back
 * empty at the first keystroke after hydration (ADR 38).
 */
export function AddressForm({ initial, countries, defaults, save, onSaved, submitLabel, secondaryAction, backAction, autoCompleteSection }: Props) {
  const { t } = useTranslation('addresses');
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const sendPress = useSendPress();

  const inputId = (field: AddressField) => `${id}-${field}`;
  const errorId = (field: AddressField) => `${id}-${field}-error`;
  const hintId = (field: AddressField) => `${id}-${field}-hint`;
  const focusField = (field: AddressField) => formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(inputId(field))}`)?.focus();

  const checkField = (field: AddressField) => {
    if (!formRef.current) return;
    const key = addressErrors(readValues(formRef.current))[field];
    setErrors((current) => ({ ...current, [field]: key ? t(key) : undefined }));
  };

  const change = (field: AddressField) => {
    if (errors[field]) checkField(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const values = readValues(event.currentTarget);
    const parsed = addressFieldsSchema.safeParse(values);
    if (!parsed.success) {
      const found = addressErrors(values);
      const invalid = ADDRESS_FIELDS.filter((field) => found[field]);
      // Rendered before focus moves, so the field is announced with its message.
      flushSync(() => {
        setErrors(Object.fromEntries(invalid.map((field) => [field, t(found[field]!)])));
        setSummary(t('form.errorSummary', { count: invalid.length }));
      });
      focusField(invalid[0]!);
      return;
    }
    setErrors({});
    setSummary(null);
    setSending(true);
    const { isDefaultDelivery, isDefaultBilling } = values;
    const result = await save(defaults === 'choice' ? { ...parsed.data, isDefaultDelivery, isDefaultBilling } : parsed.data);
    if (result.ok) {
      if (onSaved) onSaved();
      else void navigate('/address-utilisateur', { state: { saved: true } satisfies BookNavigationState });
      return;
    }
    setSending(false);
    const message = apiErrorMessage(result.error, t);
    const field = ADDRESS_FIELDS.find((f) => f === result.error.field);
    if (field) {
      flushSync(() => setErrors((current) => ({ ...current, [field]: message })));
      focusField(field);
    } else {
      setFailure(message);
    }
  };

  const field = (spec: FieldSpec): ReactNode => {
    const { name } = spec;
    const error = errors[name];
    const required = !OPTIONAL.has(name);
    const describedBy = [spec.hint ? hintId(name) : null, error ? errorId(name) : null].filter(Boolean).join(' ') || undefined;
    const common = {
      id: inputId(name),
      name,
      defaultValue: initial[name],
      required,
      autoComplete: autoCompleteSection ? `${autoCompleteSection} ${spec.autoComplete}` : spec.autoComplete,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      onBlur: () => {
        if (!sendPress.pressing()) checkField(name);
      },
      className: 'address-form__input',
    } as const;
    return (
      <div key={name} className="address-form__field">
        <label htmlFor={inputId(name)} className="address-form__label">
          {t(`form.${name}`)}
          {required && (
            <span className="address-form__required" aria-hidden="true">
              {' '}
              *
            </span>
          )}
        </label>
        {spec.hint && (
          <p id={hintId(name)} className="address-form__hint">
            {t(`form.${name}Hint`)}
          </p>
        )}
        {name === 'country' ? (
          <select {...common} onChange={() => change(name)}>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            {...common}
            type={spec.type ?? 'text'}
            inputMode={spec.inputMode}
            maxLength={ADDRESS_MAX_LENGTHS[name as Exclude<AddressField, 'country'>]}
            onChange={() => change(name)}
          />
        )}
        {error && (
          <p id={errorId(name)} className="address-form__error">
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form ref={formRef} className="address-form" noValidate onSubmit={onSubmit}>
      <div>
        <p className="address-form__note">{t('form.requiredNote')}</p>
        <div role="alert" className="address-form__summary">
          {summary && <p className="message message--error">{summary}</p>}
        </div>
      </div>
      {ROWS.map((row) => (
        <div key={row[0]!.name} className={row.length > 1 ? 'address-form__row address-form__row--pair' : 'address-form__row'}>
          {row.map(field)}
        </div>
      ))}
      {defaults === 'choice' && (
        <fieldset className="address-form__defaults">
          <legend className="address-form__label">{t('form.defaults')}</legend>
          {(['isDefaultDelivery', 'isDefaultBilling'] as const).map((flag) => (
            <div key={flag} className="address-form__check">
              <input id={`${id}-${flag}`} type="checkbox" name={flag} defaultChecked={initial[flag]} />
              <label htmlFor={`${id}-${flag}`}>{t(flag === 'isDefaultDelivery' ? 'form.defaultDelivery' : 'form.defaultBilling')}</label>
            </div>
          ))}
        </fieldset>
      )}
      {defaults === 'first' && <p className="message address-form__first">{t('form.firstAddressNote')}</p>}
      <div>
        <div role="alert" className="address-form__failure">
          {failure && <p className="message message--error">{failure}</p>}
        </div>
        <div className="address-form__buttons">
          {backAction}
          {/* Before the scripts run the form cannot check or send anything. */}
          <button type="submit" className="button" disabled={!hydrated} aria-disabled={sending || undefined} onPointerDown={sendPress.onPointerDown}>
            {sending ? t('form.saving') : (submitLabel ?? t('form.save'))}
          </button>
          {!backAction &&
            (secondaryAction ?? (
              <Link to="/address-utilisateur" className="button button--ghost">
                {t('form.cancel')}
              </Link>
            ))}
        </div>
      </div>
    </form>
  );
}
