import { z } from 'zod';
import { PROMO_TYPES } from '../../../domain/pricing/promo-code-input';
import { idParams } from '../../../domain/ids';

/** Shapes of the parameters API's answers, for the serializer and the OpenAPI document. */

export const parameterIdParams = idParams;

const products = z.number().int().describe('Products (published or not) that use it: while above 0, it cannot be deleted');

export const collectionSchema = z.object({
  id: z.number().int(),
  nameFr: z.string(),
  nameEn: z.string(),
  descriptionFr: z.string().describe('The introduction of its storefront page, in French'),
  descriptionEn: z.string(),
  products,
});
export const colorSchema = z.object({
  id: z.number().int(),
  nameFr: z.string(),
  nameEn: z.string(),
  code: z.string().describe('#rrggbb'),
  products,
});
export const sizeSchema = z.object({ id: z.number().int(), name: z.string(), products });

export const promoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(PROMO_TYPES),
  value: z.number().int().describe('rate: whole percent of the products’ subtotal; fixed: cents off it'),
  startsOn: z.iso.date().describe('First day it applies (Paris)'),
  endsOn: z.iso.date().describe('Last day it applies (Paris), included'),
  isActive: z.boolean().describe('Switched on; off, it applies to nobody'),
  singleUse: z.boolean().describe('Once per customer (by e-mail, guests too) or as often as wanted'),
  status: z.enum(['active', 'off', 'not_started', 'expired']).describe('What a customer typing it today gets'),
  orders: z.number().int().describe('Orders placed with it: while above 0, it can be switched off but not deleted'),
});

export const promoCodeSwitchSchema = z.object({ isActive: z.boolean({ error: 'back:parameters.validation.switchInvalid' }) });
