import { z } from 'zod';
import { emailField } from '../accounts/fields';
import { plainText } from '../plain-text';

/**
 * The withdrawal forms, shared by the pages and the API: the API answers with the very
 * sentence the form shows. The confirmation asks only what the receipt needs (the law forbids
 * asking more of a withdrawing customer): a name and the address the acknowledgement goes to.
 */

export const WITHDRAWAL_NAME_MAX_LENGTH = 200;

/** A string whose absence reads as "required", like the account forms' fields. */
const text = (requiredKey: string) => z.string({ error: (issue) => (issue.input === undefined ? requiredKey : undefined) });

export const withdrawalNameField = text('orders:withdrawal.validation.nameRequired')
  .trim()
  .min(1, 'orders:withdrawal.validation.nameRequired')
  .max(WITHDRAWAL_NAME_MAX_LENGTH, 'orders:withdrawal.validation.nameTooLong')
  .check(plainText);

export const withdrawalSchema = z.object({ name: withdrawalNameField, email: emailField });
export type WithdrawalInput = z.infer<typeof withdrawalSchema>;

/** Order numbers as the shop writes them (AT001001); typed in any case, with stray spaces. */
const ORDER_NUMBER = /^AT\d{6,9}$/;

export const orderNumberField = text('orders:withdrawal.validation.orderNumberRequired')
  .trim()
  .min(1, 'orders:withdrawal.validation.orderNumberRequired')
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine((value) => ORDER_NUMBER.test(value), 'orders:withdrawal.validation.orderNumberInvalid');

export const withdrawalLookupSchema = z.object({ orderNumber: orderNumberField, email: emailField });
export type WithdrawalLookupInput = z.infer<typeof withdrawalLookupSchema>;
