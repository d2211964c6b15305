import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { newsletterArticles, newsletterSends } from '../../../db/schema';
import { isRunning } from '../../../domain/newsletters/send-progress';
import { articleHasContent } from '../../../domain/newsletters/article-input';
import { HttpError } from '../../errors';
import { countNewsletterRecipients } from '../newsletter-articles/recipients';
import { sanitizeArticleHtml } from '../newsletter-articles/sanitize';
import { newsletterNotFound } from '../newsletter-articles/save';
import { renderSendContent } from './content';
import { latestSendProgress } from './progress';
import { notifySendPublished } from './queue';

/**
 * "Publier" / "Publier à nouveau" (spec back-office 4): records a send of the article as it is
 * now (its HTML sanitised again, whatever was stored, and rendered once per language), marks the
 * article published, and rings the queuing job, which writes one mail per recipient in
 * batches (queue.ts). One transaction with the article locked: two staff pressing together
 * make one send. Refused while the article's previous send is still running (409), and for an
 * article with nothing to read (409). Answers the send's id.
 */
export async function publishArticle(db: Database, articleId: number, staffId: number, now = new Date()): Promise<number> {
  const sendId = await db.transaction(async (tx) => {
    const [article] = await tx.select().from(newsletterArticles).where(eq(newsletterArticles.id, articleId)).for('update');
    if (!article) throw newsletterNotFound();
    const previous = await latestSendProgress(tx, articleId);
    if (previous && isRunning(previous)) throw new HttpError(409, 'newsletter_send_running', 'back:newsletterSends.errors.running');
    const contentHtml = sanitizeArticleHtml(article.content);
    if (!articleHasContent(contentHtml)) throw new HttpError(409, 'newsletter_empty', 'back:newsletterSends.errors.empty');
    const { content, tokenMarker } = await renderSendContent(tx, { title: article.title, description: article.description, contentHtml });
    const [send] = await tx
      .insert(newsletterSends)
      .values({ articleId, staffId, content, tokenMarker, expectedRecipients: await countNewsletterRecipients(tx), startedAt: now })
      .returning({ id: newsletterSends.id });
    await tx.update(newsletterArticles).set({ publishedAt: now }).where(eq(newsletterArticles.id, articleId));
    return send!.id;
  });
  notifySendPublished();
  return sendId;
}
