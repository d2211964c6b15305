import { useBackTranslation } from './use-back-translation';

/**
 * What the server sends for every back-office page (GUIDE 1: the back office is rendered in the
 * browser): nothing personal, only a loading state until the page has asked who is signed in.
 */
export function BackLoading() {
  const { t } = useBackTranslation();
  return (
    <main className="back-loading" aria-busy="true">
      <title>{`${t('shell.loading')} | ${t('meta.suffix')}`}</title>
      <meta name="robots" content="noindex" />
      <p role="status">{t('shell.loading')}</p>
    </main>
  );
}
