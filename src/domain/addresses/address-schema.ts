import { z } from 'zod';
import { plainText } from '../plain-text';
import { COUNTRY_CODES } from './countries';

/**
 * The one definition of a valid address, used by the API and by the create and edit forms
 * (the spec's edit form had no validation; ours checks the same as the create form). Messages
 * are catalogue keys of the `addresses` namespace: the form translates them and the API
 * answers the same sentence with the field named.
 */
export const ADDRESS_MAX_LENGTHS = {
  firstName: 60,
  lastName: 60,
  line1: 120,
  line2: 120,
  zip: 12,
  city: 80,
  phone: 30,
  email: 254,
} as const;

const message = (key: string) => `addresses:validation.${key}`;

/** A required text: trimmed, with the 'missing' message naming its own field. */
const requiredText = (missing: string, max: number) =>
  z
    .string({ error: message(missing) })
    .trim()
    // Once a field is empty, its other rules have nothing to say.
    .min(1, { error: message(missing), abort: true })
    .max(max, message('tooLong'))
    .check(plainText);

/** Digits, spaces and the signs people write in phone numbers: +33 (0)6 12-34.56 78. */
const PHONE_CHARACTERS = /^[+\d\s().-]+$/;
const DIGIT = /\d/;

export const addressFieldsSchema = z.object({
  firstName: requiredText('firstNameMissing', ADDRESS_MAX_LENGTHS.firstName),
  lastName: requiredText('lastNameMissing', ADDRESS_MAX_LENGTHS.lastName),
  line1: requiredText('line1Missing', ADDRESS_MAX_LENGTHS.line1),
  line2: z
    .string({ error: message('invalid') })
    .trim()
    .max(ADDRESS_MAX_LENGTHS.line2, message('tooLong'))
    .check(plainText)
    .default(''),
  zip: requiredText('zipMissing', ADDRESS_MAX_LENGTHS.zip).regex(DIGIT, message('zipDigit')),
  city: requiredText('cityMissing', ADDRESS_MAX_LENGTHS.city),
  // Also refuses the spec's placeholder option 'Pays *' and anything not delivered to.
  country: z.enum(COUNTRY_CODES, { error: message('countryRequired') }),
  phone: requiredText('phoneMissing', ADDRESS_MAX_LENGTHS.phone)
    .regex(DIGIT, { error: message('phoneDigit'), abort: true })
    .regex(PHONE_CHARACTERS, message('phoneCharacters')),
  email: requiredText('emailMissing', ADDRESS_MAX_LENGTHS.email).regex(z.regexes.email, message('emailInvalid')),
});

/** What the API accepts to create or edit an address: the fields, and optionally the default flags. */
export const addressInputSchema = addressFieldsSchema.extend({
  isDefaultDelivery: z.boolean({ error: message('invalid') }).optional(),
  isDefaultBilling: z.boolean({ error: message('invalid') }).optional(),
});

export type AddressFields = z.output<typeof addressFieldsSchema>;
export type AddressInput = z.output<typeof addressInputSchema>;
export type AddressField = keyof AddressFields;

/** In form order: the first invalid field is the one to focus. */
export const ADDRESS_FIELDS = Object.keys(addressFieldsSchema.shape) as AddressField[];

/** One message key per invalid field (its first rule broken); empty when the address is valid. */
export type AddressErrors = Partial<Record<AddressField, string>>;

export function addressErrors(values: unknown): AddressErrors {
  const result = addressFieldsSchema.safeParse(values);
  if (result.success) return {};
  const errors: AddressErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in addressFieldsSchema.shape) errors[field as AddressField] ??= issue.message;
  }
  return errors;
}
