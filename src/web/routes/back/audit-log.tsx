import { Form } from 'react-router';
import { AUDIT_CATEGORIES, AUDIT_RETENTION_DAYS, auditApiQuery, auditListStateFrom } from '../../../domain/staff/audit-log';
import { auditApi } from '../../components/back/audit/audit-api';
import { AuditEntryRow } from '../../components/back/audit/AuditEntryRow';
import { BackPageTitle } from '../../components/back/BackPageTitle';
import { DeskTable } from '../../components/back/DeskTable';
import { loadDeskPages, useApplyFilters, useShowMore } from '../../components/back/desk-pages';
import { useBackTranslation } from '../../components/back/use-back-translation';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/audit-log';
import '../../components/back/audit/audit.css';

export const handle = sharedPage;

/** /back/journal: who did what in the back office, newest first, 50 rows at a time (administrators). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const state = auditListStateFrom(new URL(request.url).searchParams);
  // A period that ends before it starts is said beside the dates instead of asked of the API.
  const reversed = !!state.from && !!state.to && state.from > state.to;
  const pages = reversed
    ? { failed: false, items: [], total: 0, hasMore: false }
    : await loadDeskPages(state.pages, (page) => auditApi.list(auditApiQuery(state, page)));
  return { state, reversed, ...pages };
}
clientLoader.hydrate = true as const;

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { t } = useBackTranslation();
  const { state, reversed, items, hasMore, failed } = loaderData;
  const applyFilters = useApplyFilters();
  const showMore = useShowMore(state.pages);

  return (
    <>
      <BackPageTitle title={t('pages.auditLog')} />
      <p>{t('audit.intro', { days: AUDIT_RETENTION_DAYS })}</p>
      <Form method="get" className="orders-desk__filters" aria-label={t('audit.filters')} onChange={applyFilters}>
        <label>
          {t('audit.category')}
          <select name="category" defaultValue={state.category ?? ''}>
            <option value="">{t('audit.allCategories')}</option>
            {AUDIT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`audit.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('audit.search')}
          <input type="search" name="q" defaultValue={state.q ?? ''} maxLength={100} />
        </label>
        <label>
          {t('audit.from')}
          <input type="date" name="from" defaultValue={state.from ?? ''} />
        </label>
        <label>
          {t('audit.to')}
          <input
            type="date"
            name="to"
            defaultValue={state.to ?? ''}
            aria-invalid={reversed || undefined}
            aria-describedby={reversed ? 'audit-period-error' : undefined}
          />
        </label>
      </Form>
      {reversed && (
        <p role="alert" id="audit-period-error" className="field-error">
          {t('audit.errors.periodReversed')}
        </p>
      )}

      {failed && <p role="alert">{t('audit.loadFailed')}</p>}
      {items.length === 0 ? (
        !failed && !reversed && <p role="status">{t('audit.none')}</p>
      ) : (
        <DeskTable
          caption={t('audit.caption')}
          columns={[
            t('audit.columns.at'),
            t('audit.columns.actor'),
            t('audit.columns.action'),
            t('audit.columns.subject'),
            t('audit.columns.detail'),
          ]}
        >
          {items.map((entry) => (
            <AuditEntryRow key={entry.id} entry={entry} />
          ))}
        </DeskTable>
      )}
      {hasMore && (
        <button type="button" className="orders-desk__more" onClick={showMore}>
          {t('audit.more')}
        </button>
      )}
    </>
  );
}
