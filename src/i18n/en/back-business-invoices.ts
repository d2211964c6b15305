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
} satisfies Messages<typeof fr>;
