import type { SendProgress } from '../../../../domain/newsletters/send-progress';
import { callApi } from '../../../lib/api';

/** Publishing an article and following its send (src/server/features/newsletter-sends/routes.ts). */
export const newsletterSendsApi = {
  /** Publier / Publier à nouveau: answers the new send's progress (409 while the previous one runs). */
  publish: (articleId: number) => callApi<SendProgress>('POST', `/api/admin/newsletters/${articleId}/publish`),
  /** The latest send's progress; 404 when the article was never sent. */
  latest: (articleId: number) => callApi<SendProgress>('GET', `/api/admin/newsletters/${articleId}/sends/latest`),
};
