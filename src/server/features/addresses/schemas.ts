import { z } from 'zod';
import { idParams } from '../../../domain/ids';

/** Shapes of the address API, for validation of the URL and the OpenAPI document. */
export const addressSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().describe('As typed; the pages show it in pairs of digits'),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2 code'),
  isDefaultDelivery: z.boolean(),
  isDefaultBilling: z.boolean(),
});

export const addressListSchema = z.array(addressSchema).describe('Default delivery first, then default billing, then the newest');

// Ids are PostgreSQL integers: a larger number is refused before it reaches the database.
export const addressIdParams = idParams;

export const defaultBodySchema = z.object({ kind: z.enum(['delivery', 'billing']) });
