import { useState } from 'react';
import { Form, Link, useLocation, useRevalidator } from 'react-router';
import {
  isFiltered,
  newsletterListApiQuery,
  newsletterListStateFrom,
  reversedOrderQuery,
  type NewsletterSummary,
} from '../../../domain/newsletters/staff-newsletters';
import { apiErrorMessage } from '../../components/addresses/api-message';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { loadDeskPages, useShowMore } from '../../components/back/desk-pages';
import { NewsletterCard } from '../../components/back/newsletters/NewsletterCard';
import { newslettersApi } from '../../components/back/newsletters/newsletters-api';
import { PublishButton } from '../../components/back/newsletters/PublishButton';
import { createNewsletterPath, newslettersPath } from '../../components/back/newsletters/paths';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { ConfirmDialog } from '../../components/dialog/ConfirmDialog';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/newsletters-desk';
import '../../components/back/newsletters/newsletters.css';

export const handle = sharedPage;

/**
 * /back/gestion-des-newsletter (spec back-office sections 2 and 9): the subscriber count, then
 * the articles as cards, 9 at a time, searched and sorted by date. The state is in the URL like
 * the other desks' (`page` = pages shown, loaded together).
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = newsletterListStateFrom(new URL(request.url).searchParams);
  const [pages, subscribers] = await Promise.all([
    loadDeskPages(state.pages, (page) => newslettersApi.list(newsletterListApiQuery(state, page))),
    newslettersApi.subscriberCount(),
  ]);
  return { state, ...pages, subscribers: subscribers.ok ? subscribers.data.count : null };
}
clientLoader.hydrate = true as const;

export default function NewslettersDesk({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { state, items, total, hasMore, failed, subscribers } = loaderData;
  const revalidator = useRevalidator();
  // The form comes back here with what it saved.
  const saved = (useLocation().state as { notice?: string } | null)?.notice ?? '';
  const [notice, setNotice] = useState(saved);
  const [removing, setRemoving] = useState<NewsletterSummary | null>(null);
  const showMore = useShowMore(state.pages);

  const remove = async (article: NewsletterSummary): Promise<string | null> => {
    const result = await newslettersApi.remove(article.id);
    if (!result.ok) return apiErrorMessage(result.error, t);
    setNotice(t('newsletters.desk.removed', { title: article.title }));
    void revalidator.revalidate();
    return null;
  };

  const order = t(state.dir === 'desc' ? 'newsletters.desk.newestFirst' : 'newsletters.desk.oldestFirst');
  const reversed = t(state.dir === 'desc' ? 'newsletters.desk.oldestFirst' : 'newsletters.desk.newestFirst');

  return (
    <>
      <BackPageTitle title={t('pages.newsletters')} />
      <div className="newsletters-desk__header">
        {subscribers === null ? (
          <p role="alert">{t('newsletters.desk.subscribersFailed')}</p>
        ) : (
          <p className="newsletters-desk__subscribers">
            <strong>{t('newsletters.desk.subscribers', { count: subscribers })}</strong>
            <br />
            <span className="newsletters-desk__hint">{t('newsletters.desk.subscribersHint')}</span>
          </p>
        )}
        <Link to={createNewsletterPath()} className="button">
          {t('newsletters.desk.create')}
        </Link>
      </div>

      <div className="newsletters-desk__filters">
        <Form method="get" role="search" className="orders-desk__filters" aria-label={t('newsletters.desk.filters')}>
          <label>
            {t('newsletters.desk.search')}
            <input type="search" name="q" defaultValue={state.q ?? ''} maxLength={100} />
          </label>
          {state.dir !== 'desc' && <input type="hidden" name="dir" value={state.dir} />}
          <button type="submit">{t('newsletters.desk.searchSubmit')}</button>
        </Form>
        <p className="newsletters-desk__order">
          {t('newsletters.desk.order', { order })}{' '}
          <Link to={{ search: reversedOrderQuery(state) }} preventScrollReset>
            {t('newsletters.desk.reverse', { order: reversed })}
          </Link>
        </p>
        {isFiltered(state) && (
          <p>
            <Link to={newslettersPath()}>{t('newsletters.desk.clearFilters')}</Link>
          </p>
        )}
      </div>

      <p role="status" className="orders-desk__notice">
        {notice}
      </p>
      {failed && <p role="alert">{t('newsletters.desk.loadFailed')}</p>}
      <p>{t('newsletters.desk.count', { count: total })}</p>

      {items.length === 0 ? (
        <p>{t(state.q ? 'newsletters.desk.noneMatching' : 'newsletters.desk.none')}</p>
      ) : (
        <ul className="newsletters-desk__cards" aria-label={t('newsletters.desk.list')}>
          {items.map((article) => (
            <NewsletterCard
              key={article.id}
              article={article}
              onRemove={() => setRemoving(article)}
              publish={
                <PublishButton
                  article={{ id: article.id, title: article.title, published: article.publishedAt !== null }}
                  onPublished={() => void revalidator.revalidate()}
                />
              }
            />
          ))}
        </ul>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('newsletters.desk.more')}
        </button>
      )}

      <ConfirmDialog
        open={removing !== null}
        question={removing ? t('newsletters.desk.removeQuestion', { title: removing.title }) : ''}
        text={t('newsletters.desk.removeText')}
        cancelLabel={t('newsletters.desk.dialogCancel')}
        confirmLabel={t('newsletters.desk.dialogConfirm')}
        onConfirm={() => (removing ? remove(removing) : Promise.resolve(null))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}
