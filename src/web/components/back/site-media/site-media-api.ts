import type { SiteImageItem } from '../../../../domain/site-images';
import { callApi } from '../../../lib/api';

/** The media page's reading call (administrators only); each card sends its own upload. */
export const siteMediaApi = {
  images: () => callApi<{ images: SiteImageItem[] }>('GET', '/api/admin/site-images'),
};
