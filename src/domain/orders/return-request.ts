import { z } from 'zod';
import { rowId } from '../ids';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '../plain-text';
import { CUSTOMER_RETURN_REASONS, RETURN_COMMENT_MAX } from './returns';

/**
 * What the return form sends, shared by the form and the API: the lines and quantities picked,
 * a reason, an optional comment. Quantities are checked against the order by the rules
 * (returns.ts checkReturnRequest), under the order's lock, not here.
 */
export const returnRequestSchema = z.object({
  lines: z
    .array(
      z.object({
        orderLineId: rowId('orders:returns.errors.unknownLine'),
        // Any number: a zero, a negative or a half unit gets the rules' own message.
        quantity: z.number('orders:returns.errors.zeroQuantity'),
      }),
      'orders:returns.errors.nothingChosen',
    )
    .max(100, 'orders:returns.errors.nothingChosen'),
  reason: z.enum(CUSTOMER_RETURN_REASONS, 'orders:returns.errors.reason'),
  comment: z
    .string()
    .trim()
    .max(RETURN_COMMENT_MAX, 'orders:returns.errors.commentTooLong')
    // Line breaks are welcome in a comment; every other control character is refused as elsewhere.
    .refine((text) => isPlainText(text.replace(/\r?\n/g, ' ')), PLAIN_TEXT_MESSAGE)
    .optional(),
});

export type ReturnRequest = z.infer<typeof returnRequestSchema>;
