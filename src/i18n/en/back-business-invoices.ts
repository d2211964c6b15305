import type { Messages } from '../types';
import type fr from '../fr/back-business-invoices';

export default {
  buyer: 'Business customer',
  buyerHint:
    'Optional. For an invoice to a business: it is billed under its company name, the person above as its contact, and the invoice carries the mentions due between businesses (late-payment penalties, the €40 fixed indemnity) and its due date.',
  company: 'Company name',
  vatNumber: 'EU VAT number',
  vatNumberHint: 'The country’s two letters then the number, for example FR65912345675: its key is checked.',
  prices: 'Prices are typed',
  pricesOption: {
    gross: 'VAT included',
    net: 'Without VAT',
  },
  unitPriceNet: 'Unit price excl. VAT (€)',
  discountFixedValueNet: 'Discount excl. VAT (€)',
  shippingNet: 'Shipping excl. VAT (€)',
  dueOn: 'Due date',
  dueOnHint: 'Required for a business, unless the invoice is already paid. For a transfer, the shop’s IBAN and BIC are printed.',
  validation: {
    pricesInvalid: 'Say whether prices are typed with or without VAT',
    companyTooLong: 'The company name takes 120 characters at most',
    companyMissing: 'Type the name of the company this VAT number belongs to',
    vatNumberInvalid: 'A VAT number starts with the country’s two letters, for example FR65912345675',
    vatNumberCountry: 'This number does not start with the code of a European Union country (Greece is EL, Northern Ireland XI)',
    vatNumberCountryFormat: 'This number does not have the format of its country’s VAT numbers',
    vatNumberCheckDigit: 'The key of this VAT number (the two characters after FR) does not match the SIREN that follows it: check it',
    dueOnMissing: 'An invoice to a business carries its due date: type it, or the payment date if it is already paid',
    dueOnBeforeSale: 'The due date cannot come before the date of sale',
  },
  errors: {
    bankDetailsMissing:
      'An invoice to be paid by transfer prints the shop’s IBAN, which is not set: type it in the site settings, or choose another payment method.',
  },
} satisfies Messages<typeof fr>;
