import { Link, useNavigate } from 'react-router';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { NewsletterForm } from '../../components/back/newsletters/NewsletterForm';
import { NewsletterMissing } from '../../components/back/newsletters/NewsletterMissing';
import { loadNewsletterArticle } from '../../components/back/newsletters/newsletters-api';
import { newslettersPath } from '../../components/back/newsletters/paths';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/newsletter-edit';
import '../../components/back/newsletters/newsletters.css';

export const handle = sharedPage;

/** /back/newsletter/edition/{id}: the article as it is now; an article already sent may be edited and sent again. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadNewsletterArticle(params.id);
}
clientLoader.hydrate = true as const;

export default function EditNewsletter({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const navigate = useNavigate();
  if (loaderData.status !== 'found') return <NewsletterMissing title={t('pages.editNewsletter')} status={loaderData.status} />;
  const { article } = loaderData;
  return (
    <>
      <BackPageTitle title={t('pages.editNewsletter')} />
      <p>
        <Link to={newslettersPath()}>{t('newsletters.backToList')}</Link>
      </p>
      {article.publishedAt && <p className="message">{t('newsletters.form.published', { date: orderDateLabel(article.publishedAt) })}</p>}
      <NewsletterForm
        article={article}
        onSaved={(_saved, values) => navigate(newslettersPath(), { state: { notice: t('newsletters.desk.saved', { title: values.title.trim() }) } })}
      />
    </>
  );
}
