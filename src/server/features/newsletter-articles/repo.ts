import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../../db/client';
import { newsletterArticles } from '../../../db/schema';
import type { ArticleInput } from '../../../domain/newsletters/article-input';
import { isRunning } from '../../../domain/newsletters/send-progress';
import {
  newsletterPageWindow,
  type NewsletterArticle,
  type NewsletterListQuery,
  type NewsletterPage,
  type NewsletterSummary,
} from '../../../domain/newsletters/staff-newsletters';
import { containing } from '../../../db/like-pattern';
import { latestSendProgress } from '../newsletter-sends/progress';
import { sanitizeArticleHtml } from './sanitize';

/** The newsletter articles as staff read and write them. Each call is a fixed number of queries. */

type Row = typeof newsletterArticles.$inferSelect;

const summaryColumns = {
  id: newsletterArticles.id,
  title: newsletterArticles.title,
  author: newsletterArticles.author,
  description: newsletterArticles.description,
  createdAt: newsletterArticles.createdAt,
  updatedAt: newsletterArticles.updatedAt,
  publishedAt: newsletterArticles.publishedAt,
};

function summary(row: Pick<Row, keyof typeof summaryColumns>): NewsletterSummary {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function searchCondition(q: string | undefined): SQL | undefined {
  const words = q?.trim() ?? '';
  if (words === '') return undefined;
  const pattern = containing(words);
  return or(ilike(newsletterArticles.title, pattern), ilike(newsletterArticles.description, pattern), ilike(newsletterArticles.author, pattern));
}

/** A page of the list, newest or oldest first (ids break ties, so pages never repeat nor skip one); two queries. */
export async function listNewsletterArticles(db: DbOrTx, query: NewsletterListQuery): Promise<NewsletterPage> {
  const { offset, limit } = newsletterPageWindow(query.page);
  const condition = searchCondition(query.q);
  const by = query.dir === 'asc' ? asc : desc;
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(newsletterArticles)
      .where(condition)
      .orderBy(by(newsletterArticles.createdAt), by(newsletterArticles.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(newsletterArticles).where(condition),
  ]);
  const total = counted?.total ?? 0;
  return { items: rows.map(summary), total, hasMore: offset + rows.length < total };
}

/**
 * One article; null when there is none. Its content is sanitised again on the way out, so a
 * row written before the allow-list changed (or by hand) is shown with today's rules.
 */
export async function readNewsletterArticle(db: DbOrTx, id: number): Promise<NewsletterArticle | null> {
  const [row] = await db.select().from(newsletterArticles).where(eq(newsletterArticles.id, id));
  return row ? { ...summary(row), content: sanitizeArticleHtml(row.content) } : null;
}

/** The fields as stored: `content` already sanitised by the caller. */
type StoredArticle = Omit<ArticleInput, 'content'> & { content: string };

export async function insertNewsletterArticle(db: DbOrTx, article: StoredArticle, staffId: number): Promise<number> {
  const [row] = await db
    .insert(newsletterArticles)
    .values({ ...article, createdByStaffId: staffId })
    .returning({ id: newsletterArticles.id });
  return row!.id;
}

/** False when there is no such article. A published one may be edited too (and sent again). */
export async function updateNewsletterArticle(db: DbOrTx, id: number, article: StoredArticle): Promise<boolean> {
  const updated = await db
    .update(newsletterArticles)
    .set({ ...article, updatedAt: new Date() })
    .where(eq(newsletterArticles.id, id))
    .returning({ id: newsletterArticles.id });
  return updated.length > 0;
}

/**
 * Deletes an article, unless its latest send still runs (queuing or sending): staff wait for its
 * end, as they do to publish it again, so an article never disappears while its mails go out.
 * The article is locked first, as publishing does, so no send can start between the check and
 * the deletion. A finished send stays, with its mails (their unsubscribe links keep working),
 * and names no article any more (ADR 20).
 */
export async function deleteNewsletterArticle(db: Database, id: number): Promise<'deleted' | 'missing' | 'send-running'> {
  return db.transaction(async (tx) => {
    const [article] = await tx.select({ id: newsletterArticles.id }).from(newsletterArticles).where(eq(newsletterArticles.id, id)).for('update');
    if (!article) return 'missing';
    const send = await latestSendProgress(tx, id);
    if (send && isRunning(send)) return 'send-running';
    await tx.delete(newsletterArticles).where(eq(newsletterArticles.id, id));
    return 'deleted';
  });
}
