import { isRouteErrorResponse, Link, useLocation } from 'react-router';
import { useTranslation } from '../../lib/use-translation';

/** A page whose data could not be read because the shop's database is away for a moment (HTTP 503, Retry-After). */
export function isServiceUnavailable(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 503;
}

/** What the visitor reads then, in their language: nothing is lost, try again in a moment. */
export function ServiceUnavailable() {
  const { t } = useTranslation('common');
  const location = useLocation();
  const title = t('errorPage.unavailableTitle');
  return (
    <main className="page error-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{t('errors:unavailable')}</p>
      <Link to={location} reloadDocument className="button">
        {t('errorPage.retry')}
      </Link>
    </main>
  );
}
