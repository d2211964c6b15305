import { parseUrlId } from '../../../../domain/catalogue/list-section';
import type { ArticleInput, ArticlePreviewInput } from '../../../../domain/newsletters/article-input';
import type { NewsletterArticle, NewsletterPage, NewsletterPreview, SavedNewsletter } from '../../../../domain/newsletters/staff-newsletters';
import { callApi } from '../../../lib/api';

/** The back office's newsletter calls (src/server/features/newsletter-articles/routes.ts). */
export const newslettersApi = {
  list: (query: URLSearchParams) => callApi<NewsletterPage>('GET', `/api/admin/newsletters?${query}`),
  subscriberCount: () => callApi<{ count: number }>('GET', '/api/admin/newsletters/subscribers/count'),
  get: (id: number) => callApi<NewsletterArticle>('GET', `/api/admin/newsletters/${id}`),
  create: (body: ArticleInput) => callApi<SavedNewsletter>('POST', '/api/admin/newsletters', body),
  update: (id: number, body: ArticleInput) => callApi<SavedNewsletter>('PUT', `/api/admin/newsletters/${id}`, body),
  remove: (id: number) => callApi<{ deleted: true }>('DELETE', `/api/admin/newsletters/${id}`),
  preview: (body: ArticlePreviewInput) => callApi<NewsletterPreview>('POST', '/api/admin/newsletters/preview', body),
};

/** The article a page's `:id` names: found, missing (unknown or malformed id: the not-found state), or failed to load. */
export async function loadNewsletterArticle(urlId: string | undefined) {
  const id = parseUrlId(urlId);
  if (id === null) return { status: 'missing' as const };
  const result = await newslettersApi.get(id);
  if (result.ok) return { status: 'found' as const, article: result.data };
  return { status: result.error.status === 404 ? ('missing' as const) : ('failed' as const) };
}
