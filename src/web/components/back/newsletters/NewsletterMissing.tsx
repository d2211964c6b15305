import { Link } from 'react-router';
import { BackPageTitle } from '../BackPageTitle';
import { useBackTranslation } from '../use-back-translation';
import { newslettersPath } from './paths';

/** A newsletter page whose article could not be opened: unknown (or a malformed id), or not loaded; with the way back to the list. */
export function NewsletterMissing({ title, status }: { title: string; status: 'missing' | 'failed' }) {
  const { t } = useBackTranslation();
  return (
    <>
      <BackPageTitle title={title} />
      <p role="alert">{t(status === 'missing' ? 'newsletters.errors.notFound' : 'newsletters.errors.loadFailed')}</p>
      <p>
        <Link to={newslettersPath()}>{t('newsletters.backToList')}</Link>
      </p>
    </>
  );
}
