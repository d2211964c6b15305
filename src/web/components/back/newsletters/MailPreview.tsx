import { useId, useState } from 'react';
import type { ArticleInput } from '../../../../domain/newsletters/article-input';
import { LOCALES, type Locale } from '../../../../domain/locale';
import type { NewsletterPreview } from '../../../../domain/newsletters/staff-newsletters';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';
import { newslettersApi } from './newsletters-api';

type Props = { values: Omit<ArticleInput, 'author'> };

/**
 * The draft as its mail would look (issue 11): rendered by the server with the sending's own
 * template, in the language chosen, and shown in a sandboxed frame that runs no script (its
 * links open in a new tab). Asked for, not live: the preview says it shows the text as it was
 * then.
 */
export function MailPreview({ values }: Props) {
  const { t } = useBackTranslation();
  const pageLocale = useLocale();
  const languageId = useId();
  const [locale, setLocale] = useState<Locale>(pageLocale);
  const [preview, setPreview] = useState<NewsletterPreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const show = async () => {
    if (loading) return;
    setLoading(true);
    const result = await newslettersApi.preview({ title: values.title, description: values.description, content: values.content, locale });
    setLoading(false);
    setFailed(!result.ok);
    if (result.ok) setPreview(result.data);
  };

  return (
    <section className="mail-preview" aria-labelledby={`${languageId}-title`}>
      <h2 id={`${languageId}-title`} className="mail-preview__title">
        {t('newsletters.form.preview.title')}
      </h2>
      <div className="mail-preview__controls">
        <label htmlFor={languageId}>{t('newsletters.form.preview.language')}</label>
        <select id={languageId} value={locale} onChange={(event) => setLocale(event.target.value as Locale)}>
          {LOCALES.map((code) => (
            <option key={code} value={code} lang={code}>
              {code === 'fr' ? 'Français' : 'English'}
            </option>
          ))}
        </select>
        <button type="button" className="button button--ghost" onClick={show} aria-disabled={loading || undefined}>
          {t(preview ? 'newsletters.form.preview.refresh' : 'newsletters.form.preview.show')}
        </button>
      </div>
      <div role="status">
        {failed && <p className="message message--error">{t('newsletters.form.preview.failed')}</p>}
        {preview && !failed && <p className="mail-preview__subject">{t('newsletters.form.preview.subject', { subject: preview.subject })}</p>}
      </div>
      {preview && (
        <>
          <p className="address-form__hint">{t('newsletters.form.preview.note')}</p>
          <iframe
            className="mail-preview__frame"
            title={t('newsletters.form.preview.frame', { subject: preview.subject })}
            srcDoc={preview.html}
            // No allow-scripts: nothing in the frame runs. Same origin so the shop's own pictures
            // load (they are served Cross-Origin-Resource-Policy: same-origin) and the frame can
            // take the mail's height; links open in a new tab.
            sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox"
            onLoad={(event) => {
              const frame = event.currentTarget;
              const height = frame.contentDocument?.documentElement.scrollHeight;
              if (height) frame.style.height = `${height}px`;
            }}
          />
        </>
      )}
    </section>
  );
}
