import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react';

/** What a control needs from its form: its id, its message (translated, once it should show), and "I was left". */
export type FieldBinding = { id: string; error: string | undefined; touch(): void };

/** What the control inside a field gets: its id, its required state, its hint and message tied to it, and "I was left". */
export type ControlProps = {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  onBlur(): void;
};

type Props = {
  label: string;
  field: FieldBinding;
  required?: boolean;
  /** A rule worth knowing before typing, read with the control. */
  hint?: ReactNode;
  children(control: ControlProps): ReactNode;
};

/**
 * One labelled control of a back-office form (invoice, product), with its message under it (aria-invalid and
 * aria-describedby point to it). The asterisk of a required field is outside the label, so the
 * control's name is its label alone (screen readers say "required" themselves).
 */
export function FormField({ label, field, required, hint, children }: Props) {
  const hintId = `${field.id}-hint`;
  const errorId = `${field.id}-error`;
  const describedBy = [hint ? hintId : null, field.error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="address-form__field">
      <span>
        <label htmlFor={field.id} className="address-form__label">
          {label}
        </label>
        {required && (
          <span className="address-form__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </span>
      {hint && (
        <p id={hintId} className="address-form__hint">
          {hint}
        </p>
      )}
      {children({ id: field.id, required, 'aria-invalid': field.error ? true : undefined, 'aria-describedby': describedBy, onBlur: field.touch })}
      {field.error && (
        <p id={errorId} className="address-form__error">
          {field.error}
        </p>
      )}
    </div>
  );
}

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'required' | 'children'>;
type ValueProps = Omit<Props, 'children'> & { value: string; onChange(value: string): void };

/** A text, number or date box of the form. */
export function InputField({ label, field, required, hint, value, onChange, ...input }: ValueProps & InputAttributes) {
  return (
    <FormField label={label} field={field} required={required} hint={hint}>
      {(control) => <input {...input} {...control} className="address-form__input" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}

/** A choice among fixed options. */
export function SelectField({
  label,
  field,
  required,
  hint,
  value,
  onChange,
  options,
}: ValueProps & { options: { value: string; label: string }[] }) {
  return (
    <FormField label={label} field={field} required={required} hint={hint}>
      {(control) => (
        <select {...control} className="address-form__input" value={value} onChange={(e) => onChange(e.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

type TextAreaAttributes = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'onBlur' | 'required' | 'children'>;

/** A text of several lines (a description). */
export function TextAreaField({ label, field, required, hint, value, onChange, ...textarea }: ValueProps & TextAreaAttributes) {
  return (
    <FormField label={label} field={field} required={required} hint={hint}>
      {(control) => <textarea {...textarea} {...control} className="address-form__input" value={value} onChange={(e) => onChange(e.target.value)} />}
    </FormField>
  );
}
