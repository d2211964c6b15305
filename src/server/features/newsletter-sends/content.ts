import type { DbOrTx } from '../../../db/client';
import type { NewsletterSendContent } from '../../../db/schema';
import { LOCALES, type Locale } from '../../../domain/locale';
import { listUnsubscribeHeaders, readShopIdentity } from '../../mail/outbox';
import { shopPublicUrl } from '../../mail/public-url';
import { renderMail } from '../../mail/render';
import { newToken } from '../../security/tokens';
import { unsubscribeLinks } from '../newsletter/links';

export type ArticleToSend = { title: string; description: string; contentHtml: string };

/**
 * A send's mail in every language, rendered once at publication rather than once per
 * recipient (20,000 copies of the article in the outbox otherwise, ADR 20). Each recipient's
 * unsubscribe token goes where the marker stands, in the footer's link and in the
 * List-Unsubscribe header, as the worker sends it (mail/newsletter-mail.ts).
 */
export async function renderSendContent(
  db: DbOrTx,
  article: ArticleToSend,
): Promise<{ content: Record<Locale, NewsletterSendContent>; tokenMarker: string }> {
  // Random, so no article can contain it by chance; base64url like the tokens that replace it.
  const tokenMarker = newToken();
  const links = unsubscribeLinks(shopPublicUrl(), tokenMarker);
  const headers = listUnsubscribeHeaders(links.oneClick);
  const content = {} as Record<Locale, NewsletterSendContent>;
  for (const locale of LOCALES) {
    const mail = renderMail(
      { template: 'newsletter-article', data: { ...article, unsubscribeLink: links.page } },
      locale,
      await readShopIdentity(db, locale),
    );
    content[locale] = { ...mail, headers };
  }
  return { content, tokenMarker };
}
