import { ARTICLE_LIMITS } from '../../../../domain/newsletters/article-input';
import { InputField, TextAreaField } from '../form/FormField';
import { useBackTranslation } from '../use-back-translation';
import { MailPreview } from './MailPreview';
import { RichTextEditor } from './RichTextEditor';
import { useNewsletterForm } from './use-newsletter-form';

/**
 * The newsletter creation and edition form (spec back-office sections 2, 3 and 5): title,
 * author, description and content, all required, checked by the API's own schema when a field
 * is left and on sending; then the mail's preview.
 */
export function NewsletterForm(props: Parameters<typeof useNewsletterForm>[0]) {
  const { t } = useBackTranslation();
  const form = useNewsletterForm(props);
  const { values } = form;
  return (
    <>
      <form className="newsletter-form" noValidate onSubmit={form.submit} aria-busy={form.saving || undefined}>
        <p className="address-form__note">{t('addresses:form.requiredNote')}</p>
        <div role="alert">{form.summary && <p className="message message--error">{form.summary}</p>}</div>
        <InputField label={t('newsletters.form.title')} {...form.own('title')} required maxLength={ARTICLE_LIMITS.title} autoComplete="off" />
        <InputField label={t('newsletters.form.author')} {...form.own('author')} required maxLength={ARTICLE_LIMITS.author} autoComplete="name" />
        <TextAreaField
          label={t('newsletters.form.description')}
          {...form.own('description')}
          required
          hint={t('newsletters.form.descriptionHint')}
          rows={3}
          maxLength={ARTICLE_LIMITS.description}
        />
        <RichTextEditor
          label={t('newsletters.form.content')}
          hint={t('newsletters.form.contentHint')}
          field={form.field('content')}
          initialHtml={form.initialContent}
          onChange={form.change('content')}
        />
        <button type="submit" className="button" onPointerDown={form.onSendPointerDown} aria-disabled={form.saving || undefined}>
          {form.saving ? t('newsletters.form.saving') : t(form.editing ? 'newsletters.form.save' : 'newsletters.form.create')}
        </button>
      </form>
      <MailPreview values={values} />
    </>
  );
}
