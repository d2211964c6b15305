import type { Messages } from '../types';
import type fr from '../fr/invoices';

export default {
  validation: {
    orderNumberMissing: 'Order number missing',
    orderNumberInvalid: 'Please enter a valid number',
    descriptionMissing: 'The description is missing',
    descriptionTooLong: 'This text is too long.',
    quantityInvalid: 'The quantity must be a whole number of at least 1',
    priceInvalid: 'The price must be a positive amount',
    vatRateInvalid: 'VAT must be 5.5%, 10% or 20%',
    discountTypeInvalid: 'Choose a percentage or an amount discount',
    discountRateInvalid: 'The discount must be a whole percentage between 1 and 100',
    discountFixedInvalid: 'The discount must be a positive amount',
    shippingInvalid: 'Shipping must be a positive amount or zero',
    linesMissing: 'Add at least one line to the invoice',
    tooManyLines: 'An invoice has at most 100 lines',
    paymentMeansInvalid: 'This payment method is not offered',
    dateInvalid: 'This date is not valid',
    invalid: 'This value is not valid.',
  },
  errors: {
    orderNotFound: 'This order does not exist.',
    orderNotPaid: 'This order is not paid: it cannot be invoiced yet.',
    orderCancelled: 'This order is cancelled: it cannot be invoiced.',
    alreadyInvoiced: 'Already invoiced',
    invoiceNotFound: 'This invoice does not exist.',
    alreadyCancelled: 'This invoice is already cancelled.',
    creditNoteNotCancellable: 'A credit note cannot be cancelled.',
    cancelledNotSent: 'This invoice is cancelled: it can no longer be sent.',
  },
} satisfies Messages<typeof fr>;
