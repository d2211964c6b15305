import type { TFunction } from 'i18next';
import { NETWORK_ERROR_CODE, type ApiError } from '../../lib/api';

/** The server's message for a failed call; the spec's connection message when no answer came. */
export function apiErrorMessage(error: ApiError, t: TFunction): string {
  if (error.code === NETWORK_ERROR_CODE) return t('errors:network');
  return error.message || t('errors:server');
}
