import type { ErasureRefusal } from '../../../domain/customers/erasure';
import { HttpError } from '../../errors';

/** The customers API's expected refusals, each with its code and back-office message (`back:customers.errors.*`). */
const key = (name: string) => `back:customers.errors.${name}`;

/** No such account (or it was erased), or no order under that guest e-mail. */
export const personNotFound = () => new HttpError(404, 'not_found', key('notFound'));

/** The erasure rule's refusals, as the API answers them: one place maps them to HTTP. */
export const erasureRefused = (reason: ErasureRefusal) => new HttpError(409, `erasure_${reason}`, key(reason));
