import { redirect, type AppLoadContext } from 'react-router';
import type { SessionCustomer } from '../../context';

/**
 * The customer an address page belongs to. The account layout already sends visitors who are
 * not signed in to /; a loader still checks, since it reads personal data on its own.
 */
export function signedInCustomer(context: AppLoadContext): SessionCustomer {
  if (!context.customer) throw redirect('/');
  return context.customer;
}
