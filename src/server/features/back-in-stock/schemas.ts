import { z } from 'zod';

/** Messages are keys of the `errors` catalogue: the API answers with the translated sentence and the field. */
const email = z
  .string({ error: (issue) => (issue.input === undefined ? 'errors:backInStock.emailRequired' : 'errors:backInStock.emailInvalid') })
  .trim()
  .min(1, 'errors:backInStock.emailRequired')
  .max(254, 'errors:backInStock.emailInvalid')
  .pipe(z.email('errors:backInStock.emailInvalid'));

const id = z.coerce
  .number({ error: 'errors:backInStock.unknownVariant' })
  .int('errors:backInStock.unknownVariant')
  .positive('errors:backInStock.unknownVariant')
  .max(2_147_483_647, 'errors:backInStock.unknownVariant');

export const alertBody = z.object({ email, productId: id, colorId: id, sizeId: id });

/** The code of a confirmation link; people do not type it, so a broken one reads as an invalid link. */
export const confirmBody = z.object({
  code: z
    .string({ error: 'errors:backInStock.confirmationInvalid' })
    .min(1, 'errors:backInStock.confirmationInvalid')
    .max(128, 'errors:backInStock.confirmationInvalid'),
});

export const messageSchema = z.object({ message: z.string() });
