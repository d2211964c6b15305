import { z } from 'zod';

/** Response shapes of the account API, for the OpenAPI document. */

export const messageSchema = z.object({ message: z.string().describe('A sentence for the customer, in their language') });

export const signedInSchema = z.object({
  customer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
});

export const accountSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  acceptsNewsletter: z.boolean(),
  pendingEmail: z.string().nullable().describe('A new address waiting for the customer to follow the link mailed to it'),
});

export const profileSavedSchema = accountSchema.omit({ acceptsNewsletter: true }).extend(messageSchema.shape);
