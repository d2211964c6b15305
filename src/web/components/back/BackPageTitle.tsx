import { useBackTranslation } from './use-back-translation';

/** A back-office page's `<title>` and `<h1>`, from its title. */
export function BackPageTitle({ title }: { title: string }) {
  const { t } = useBackTranslation();
  return (
    <>
      <title>{`${title} | ${t('meta.suffix')}`}</title>
      <meta name="robots" content="noindex" />
      <h1 className="back-page__title">{title}</h1>
    </>
  );
}
