import { useRef } from 'react';
import { Link, useRevalidator } from 'react-router';
import { articleHasContent } from '../../../domain/newsletters/article-input';
import { orderDateLabel } from '../../../domain/orders/order-date';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { loadNewsletterArticle } from '../../components/back/newsletters/newsletters-api';
import { NewsletterMissing } from '../../components/back/newsletters/NewsletterMissing';
import { PublishButton } from '../../components/back/newsletters/PublishButton';
import { editNewsletterPath, newslettersPath } from '../../components/back/newsletters/paths';
import { ReadingProgress } from '../../components/back/newsletters/ReadingProgress';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/newsletter-reader';
import '../../components/back/newsletters/newsletters.css';

export const handle = sharedPage;

/** /back/newsletter/article/{id}: the article as staff wrote it, to read before sending. */
export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return loadNewsletterArticle(params.id);
}
clientLoader.hydrate = true as const;

export default function NewsletterReader({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const content = useRef<HTMLDivElement>(null);
  const revalidator = useRevalidator();
  if (loaderData.status !== 'found') return <NewsletterMissing title={t('pages.readNewsletter')} status={loaderData.status} />;
  const { article } = loaderData;
  return (
    <article className="newsletter-reader">
      <ReadingProgress label={t('newsletters.reader.progress')} target={content} />
      <p>
        <Link to={newslettersPath()}>{t('newsletters.backToList')}</Link>
      </p>
      <BackPageTitle title={article.title} />
      <p className="newsletter-reader__meta">
        {t('newsletters.reader.by', { author: article.author })} · {t('newsletters.reader.createdOn', { date: orderDateLabel(article.createdAt) })}
        {article.publishedAt && <> · {t('newsletters.reader.publishedOn', { date: orderDateLabel(article.publishedAt) })}</>}
      </p>
      <PublishButton
        article={{ id: article.id, title: article.title, published: article.publishedAt !== null }}
        onPublished={() => void revalidator.revalidate()}
      />
      <p className="newsletter-reader__description">{article.description}</p>
      <div ref={content} className="newsletter-reader__content">
        {articleHasContent(article.content) ? (
          // Sanitised by the server with the mail allow-list (ADR 19) when it was saved, and again when it was read.
          <div dangerouslySetInnerHTML={{ __html: article.content }} />
        ) : (
          <p className="newsletter-reader__empty">{t('newsletters.reader.empty')}</p>
        )}
      </div>
      <p>
        <Link to={editNewsletterPath(article.id)}>{t('newsletters.reader.edit')}</Link>
      </p>
    </article>
  );
}
