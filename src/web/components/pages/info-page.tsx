import type { ReactNode } from 'react';
import type fr from '../../../i18n/fr/pages';
import { PageTextProvider, Prose, Text } from './page-text';
import { usePagesTranslation } from './pages-i18n';

export type InfoPageId = Exclude<keyof typeof fr, 'shared'>;
type SectionId<P extends InfoPageId> = keyof (typeof fr)[P]['sections'] & string;

type Props<P extends InfoPageId> = {
  page: P;
  /** A table of contents, for the long pages. */
  toc?: boolean;
  /** Sections whose body is more than their text (tables, company details); the others render their text. */
  bodies?: Partial<Record<SectionId<P>, ReactNode>>;
};

/**
 * The layout of every information page: one h1 and its introduction, an optional table of
 * contents, then one titled section per entry of `<page>.sections` in the `pages` catalogue.
 */
export function InfoPage<P extends InfoPageId>({ page, toc = false, bodies }: Props<P>) {
  const { t } = usePagesTranslation();
  const sections = Object.keys(t(`${page}.sections`, { returnObjects: true }) as object) as SectionId<P>[];
  return (
    <PageTextProvider>
      <main className={`info-page${toc ? ' info-page--toc' : ''}`}>
        <header className="info-page__header">
          <h1>{t(`${page}.title`)}</h1>
          <p className="info-page__intro">
            <Text k={`${page}.intro`} />
          </p>
        </header>
        {toc && (
          <nav className="info-page__toc" aria-labelledby="info-page-toc">
            <h2 id="info-page-toc">{t('shared.toc')}</h2>
            <ol>
              {sections.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{t(`${page}.sections.${id}.title`)}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="info-page__content">
          {sections.map((id) => (
            <section key={id} id={id} className="info-page__section" aria-labelledby={`${id}-title`}>
              <h2 id={`${id}-title`}>{t(`${page}.sections.${id}.title`)}</h2>
              {bodies?.[id] ?? <Prose k={`${page}.sections.${id}`} />}
            </section>
          ))}
        </div>
      </main>
    </PageTextProvider>
  );
}
