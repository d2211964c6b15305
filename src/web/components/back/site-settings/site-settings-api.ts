import type { SiteSettingsInput, SiteSettingsState } from '../../../../domain/site-settings';
import { callApi } from '../../../lib/api';

/** The site settings page's calls (administrators only). */
export const siteSettingsApi = {
  read: () => callApi<SiteSettingsState>('GET', '/api/admin/settings'),
  save: (body: SiteSettingsInput) => callApi<SiteSettingsState>('PUT', '/api/admin/settings', body),
};
