import type { CustomerDeskPage, PersonRef } from '../../../../domain/customers/customer-desk';
import type { CustomerFile } from '../../../../domain/customers/customer-file';
import { callApi } from '../../../lib/api';

/** The customers desk's calls (src/server/features/admin-customers/routes.ts). A guest goes by the e-mail in the query, an account by its id. */
const base = (person: PersonRef) => (person.kind === 'customer' ? `/api/admin/customers/${person.id}` : '/api/admin/customers/guest');
const guestQuery = (person: PersonRef) => (person.kind === 'guest' ? new URLSearchParams({ email: person.email }) : new URLSearchParams());

export const customersApi = {
  list: (q: string, page: number) =>
    callApi<CustomerDeskPage>('GET', `/api/admin/customers?${new URLSearchParams({ ...(q ? { q } : {}), page: String(page) })}`),
  file: (person: PersonRef) => {
    const query = guestQuery(person).toString();
    return callApi<CustomerFile>('GET', `${base(person)}${query ? `?${query}` : ''}`);
  },
  erase: (person: PersonRef) =>
    person.kind === 'customer'
      ? callApi<void>('POST', `${base(person)}/erasure`)
      : callApi<void>('POST', `${base(person)}/erasure`, { email: person.email }),
  /** A link, not a call: the browser downloads the file under the name the API gives it. */
  exportHref: (person: PersonRef, format: 'json' | 'html') => {
    const query = guestQuery(person);
    query.set('format', format);
    return `${base(person)}/export?${query}`;
  },
};
