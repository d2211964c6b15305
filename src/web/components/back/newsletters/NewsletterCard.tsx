import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { NewsletterSummary } from '../../../../domain/newsletters/staff-newsletters';
import { orderDateLabel } from '../../../../domain/orders/order-date';
import { useBackTranslation } from '../use-back-translation';
import { editNewsletterPath, readNewsletterPath } from './paths';

type Props = {
  article: NewsletterSummary;
  /** Asks the page to confirm the deletion. */
  onRemove(): void;
  /**
   * The card's publishing area ('Publier' or 'Publier à nouveau' after confirmation, and the
   * sending's progress): the sending feature fills it; nothing is shown without it.
   */
  publish?: ReactNode;
};

/**
 * One newsletter article of the list (spec back-office section 2): its date (dd/mm/yyyy in
 * Europe/Paris), title, description and author, whether and when it was sent, the publishing
 * area, and Lire, Modifier, Supprimer. The actions' names carry the title, so a screen reader's
 * list of links tells the cards apart.
 */
export function NewsletterCard({ article, onRemove, publish }: Props) {
  const { t } = useBackTranslation();
  const titleId = useId();
  const { title } = article;
  return (
    <li className="newsletter-card">
      <article className="newsletter-card__body" aria-labelledby={titleId}>
        <p className="newsletter-card__date">
          <time dateTime={article.createdAt}>{orderDateLabel(article.createdAt)}</time>
        </p>
        <h2 id={titleId} className="newsletter-card__title">
          {title}
        </h2>
        <p className="newsletter-card__description">{article.description}</p>
        <p className="newsletter-card__author">{t('newsletters.desk.by', { author: article.author })}</p>
        <p className="newsletter-card__state">
          {article.publishedAt
            ? t('newsletters.desk.publishedOn', { date: orderDateLabel(article.publishedAt) })
            : t('newsletters.desk.notPublished')}
        </p>
        {publish && <div className="newsletter-card__publish">{publish}</div>}
        <div className="newsletter-card__actions">
          <Link to={readNewsletterPath(article.id)} aria-label={t('newsletters.desk.readLabel', { title })}>
            {t('newsletters.desk.read')}
          </Link>
          <Link to={editNewsletterPath(article.id)} aria-label={t('newsletters.desk.editLabel', { title })}>
            {t('newsletters.desk.edit')}
          </Link>
          <button type="button" className="button button--ghost" onClick={onRemove} aria-label={t('newsletters.desk.removeLabel', { title })}>
            {t('newsletters.desk.remove')}
          </button>
        </div>
      </article>
    </li>
  );
}
