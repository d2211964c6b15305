import type { NewsletterSendContent } from '../../db/schema';
import type { Locale } from '../../domain/locale';
import type { SendTemplate } from './worker-repo';

/**
 * One recipient's newsletter mail: the send's rendering in their language, with the send's
 * marker replaced by their unsubscribe token wherever it stands (the footer's link, the
 * List-Unsubscribe header). The marker and the token are base64url, so neither HTML escaping
 * nor URL encoding changed the marker and the token needs neither.
 */
export function newsletterMailFor(send: SendTemplate, locale: Locale, token: string): NewsletterSendContent {
  const content = send.content[locale];
  const put = (value: string) => value.replaceAll(send.tokenMarker, token);
  return {
    subject: content.subject,
    html: put(content.html),
    text: put(content.text),
    headers: Object.fromEntries(Object.entries(content.headers).map(([name, value]) => [name, put(value)])),
  };
}
