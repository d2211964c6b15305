import { z } from 'zod';
import { SORT_DIRECTIONS } from '../../../domain/orders/staff-orders';
import { idParams } from '../../../domain/ids';
import { searchWords } from '../../../domain/plain-text';

/** Shapes of the staff's newsletter articles API, for validation and the OpenAPI document. */

export const newsletterListQuery = z.object({
  q: searchWords().optional().describe('Words of the title, the description or the author (case as typed)'),
  dir: z.enum(SORT_DIRECTIONS).default('desc').describe('By creation date: desc, newest first (default), or asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1-based, 9 articles a page'),
});

export const newsletterIdParams = idParams;

const summaryShape = {
  id: z.number().int(),
  title: z.string(),
  author: z.string(),
  description: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  publishedAt: z.iso.datetime().nullable().describe('When it was last sent to the subscribers; null while it never was'),
};

export const newsletterPageSchema = z.object({
  items: z.array(z.object(summaryShape)),
  total: z.number().int(),
  hasMore: z.boolean().describe('More articles follow this page: the list offers "Plus de newsletters"'),
});

export const newsletterArticleSchema = z.object({
  ...summaryShape,
  content: z.string().describe('HTML, sanitised with the allow-list for mail clients (ADR 19)'),
});

export const savedNewsletterSchema = z.object({ id: z.number().int() });

export const deletedNewsletterSchema = z.object({ deleted: z.literal(true) });

export const subscriberCountSchema = z.object({
  count: z.number().int().describe('Addresses the newsletter goes to: confirmed subscribers and confirmed customers who accepted it, each once'),
});

export const newsletterPreviewSchema = z.object({
  subject: z.string(),
  html: z.string().describe('The whole mail, as a subscriber would receive it, with a sample unsubscribe link'),
});
