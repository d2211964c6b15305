import { articleHasContent, type ArticleInput, type ArticlePreview } from '../../../domain/newsletters/article-input';
import type { NewsletterPreview } from '../../../domain/newsletters/staff-newsletters';
import type { DbOrTx } from '../../../db/client';
import { HttpError } from '../../errors';
import { readShopIdentity } from '../../mail';
import { shopPublicUrl } from '../../mail/public-url';
import { renderMail } from '../../mail/render';
import { unsubscribeLinks } from '../newsletter/links';
import { sanitizeArticleHtml } from './sanitize';

/**
 * An article as it will be stored: its content sanitised (ADR 19). Refused, naming the field,
 * when nothing the allow-list keeps is left (an article that was only a script, a frame...).
 */
export function cleanArticle(input: ArticleInput): ArticleInput {
  const content = sanitizeArticleHtml(input.content);
  if (!articleHasContent(content)) throw new HttpError(400, 'invalid_parameter', 'back:newsletters.validation.contentUnsafe', 'content');
  return { ...input, content };
}

export const newsletterNotFound = () => new HttpError(404, 'newsletter_not_found', 'back:newsletters.errors.notFound');

/**
 * A draft as a subscriber would receive it: the very template the sending uses, in the
 * language asked, with the shop's identity as it is now and an unsubscribe link that leads
 * nowhere (its token is no subscriber's).
 */
export async function previewArticle(db: DbOrTx, input: ArticlePreview): Promise<NewsletterPreview> {
  const mail = renderMail(
    {
      template: 'newsletter-article',
      data: {
        title: input.title,
        description: input.description,
        contentHtml: input.content,
        unsubscribeLink: unsubscribeLinks(shopPublicUrl(), 'apercu').page,
      },
    },
    input.locale,
    await readShopIdentity(db, input.locale),
  );
  return { subject: mail.subject, html: mail.html };
}
