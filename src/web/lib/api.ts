import { notifyShopperChanged } from './shopper';

/**
 * Calls to the shop's JSON API from the browser. Every answer is either the data or an error
 * with a message already in the visitor's language (the API translates), plus the field it is
 * about; a network failure gives the spec's connection message.
 */
export type ApiError = { status: number; code: string; message: string; field?: string };
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

export const NETWORK_ERROR_CODE = 'network_error';

export async function callApi<T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    // The caller shows t('errors:network'): the page knows the language, this module does not.
    return { ok: false, error: { status: 0, code: NETWORK_ERROR_CODE, message: '' } };
  }
  // A sign-in, a sign-out or a cart change rewrites the header's hint cookie.
  notifyShopperChanged();
  const payload = response.status === 204 ? undefined : await response.json().catch(() => undefined);
  if (response.ok) return { ok: true, data: payload as T };
  const error = (payload as { error?: Omit<ApiError, 'status'> } | undefined)?.error;
  return { ok: false, error: { status: response.status, code: error?.code ?? 'unknown', message: error?.message ?? '', field: error?.field } };
}
