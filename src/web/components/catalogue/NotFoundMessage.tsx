import { useTranslation } from '../../lib/use-translation';
import { Link, useRouteError } from 'react-router';
import { DepartmentLinks } from './DepartmentLinks';
import { isServiceUnavailable, ServiceUnavailable } from '../chrome/ServiceUnavailable';

type Props = { what: 'collectionNotFound' | 'productNotFound' };

/** The 404 page of a list or product that does not exist, with the ways back into the shop. */
export function NotFoundMessage({ what }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <main className="page catalogue-not-found">
      <h1>{t(`${what}.title`)}</h1>
      <p>{t(`${what}.text`)}</p>
      <h2 className="catalogue-not-found__links-title">{t(`${what}.links`)}</h2>
      <DepartmentLinks className="catalogue-not-found__links">
        <li>
          <Link to="/">{t('home')}</Link>
        </li>
      </DepartmentLinks>
    </main>
  );
}

/** Any other failure while loading a catalogue page. */
export function LoadErrorMessage() {
  const { t } = useTranslation('errors');
  // The routes' error boundaries show this for whatever is not a 404: the database away is said as such.
  if (isServiceUnavailable(useRouteError())) return <ServiceUnavailable />;
  return (
    <main className="page catalogue-not-found">
      <h1>{t('somethingWrong')}</h1>
      <p>{t('server')}</p>
      <p>
        <Link to="/">{t('catalogue:home')}</Link>
      </p>
    </main>
  );
}
