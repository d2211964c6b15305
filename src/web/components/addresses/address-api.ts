import type { Address, DefaultKind } from '../../../domain/addresses/address';
import type { AddressInput } from '../../../domain/addresses/address-schema';
import { callApi } from '../../lib/api';

/** The address book's calls to /api/store/addresses (identity from the session cookie). */
export const addressApi = {
  create: (input: AddressInput) => callApi<Address>('POST', '/api/store/addresses', input),
  update: (id: number, input: AddressInput) => callApi<Address>('PUT', `/api/store/addresses/${id}`, input),
  remove: (id: number) => callApi<void>('DELETE', `/api/store/addresses/${id}`),
  makeDefault: (id: number, kind: DefaultKind) => callApi<Address[]>('POST', `/api/store/addresses/${id}/default`, { kind }),
};
