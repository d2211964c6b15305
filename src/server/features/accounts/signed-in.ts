import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../errors';
import { requireCustomer } from '../sessions/plugin';
import { findCustomerById, type CustomerRow } from './repo';

/** The session's customer with every stored field; 401 for a visitor. */
export async function signedInCustomer(request: FastifyRequest, db: DbOrTx): Promise<CustomerRow> {
  const { id } = await requireCustomer(request);
  const customer = await findCustomerById(db, id);
  // Deleted by another request since the session was read.
  if (!customer) throw new HttpError(401, 'not_signed_in', 'errors:notSignedIn');
  return customer;
}
