import type { Locale } from '../../../domain/locale';
import { usesList } from '../../../domain/catalogue/parameters';
import { HttpError } from '../../errors';
import type { Uses } from './usage-repo';

/** The parameters API's expected refusals, each with its code and back-office message. */
const key = (name: string) => `back:parameters.errors.${name}`;

export const parameterNotFound = () => new HttpError(404, 'not_found', key('notFound'));

/** The name is taken already (case ignored): a field error, so the form shows it beside the field. */
export const nameTaken = (field: string) => new HttpError(409, 'duplicate', key(field === 'code' ? 'codeTaken' : 'nameTaken'), field);

export type UsedWhat = 'collectionInUse' | 'colorInUse' | 'sizeInUse' | 'promoCodeInUse';

/** Refused because still used: the message says by how many and names the first ones, in the staff member's language. */
export function stillUsed(what: UsedWhat, uses: Uses, locale: Locale): HttpError {
  const names = uses.names.map((name) => name[locale]);
  return new HttpError(409, 'in_use', key(what), undefined, { count: uses.total, names: usesList(names, uses.total) });
}
