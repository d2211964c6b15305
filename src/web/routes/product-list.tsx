import { useState } from 'react';
import { useTranslation } from '../lib/use-translation';
import { data, isRouteErrorResponse, Link, useLocation } from 'react-router';
import { listFacets } from '../../domain/catalogue/list-facets';
import { localizeCollection, localizedCollections } from '../../domain/catalogue/localize';
import { sectionForPath, sectionPath, sectionQuery } from '../../domain/catalogue/list-section';
import { parseListFilters, shownLimit } from '../../domain/catalogue/list-filters';
import { activeFilterCount, DEFAULT_FILTERS, defaultSort, listSearch } from '../../domain/catalogue/list-url';
import { listProducts, listSearchResults, productsFound, productsMatching } from '../../domain/catalogue/listing';
import { searchTerms } from '../../domain/catalogue/search';
import type { SettingKey } from '../../domain/settings';
import { translatorFor } from '../../i18n/instance';
import { CategoryMenu } from '../components/catalogue/CategoryMenu';
import { FilterBar } from '../components/catalogue/FilterBar';
import { useFilterGroups } from '../components/catalogue/filter-groups';
import { FilterPanel } from '../components/catalogue/FilterPanel';
import { ListResults } from '../components/catalogue/ListResults';
import { SearchForm } from '../components/catalogue/SearchForm';
import { SearchNoResult } from '../components/catalogue/SearchNoResult';
import { LoadErrorMessage, NotFoundMessage } from '../components/catalogue/NotFoundMessage';
import { companyName, errorPageMeta } from '../components/catalogue/page-meta';
import { resolveLocale } from '../../i18n/request-locale';
import { seoMeta } from '../lib/seo';
import type { Route } from './+types/product-list';
import { sharedPage } from '../lib/page-handle';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

/** The sharing picture of a section when its list has no product picture. */
const SECTION_IMAGES = {
  new: 'NewIn-img',
  tshirts: 'T-shirt-img',
  sweatshirts: 'sweat-img',
  accessories: 'Accessories-img',
  collection: 'imgOpenTags',
} as const satisfies Record<string, SettingKey>;

/**
 * New arrivals, the three categories (and /sacs), the collections and the search's results
 * (/recherche?q=). The filters come from the URL; an invalid value is ignored, never an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const section = sectionForPath(url.pathname);
  const snapshot = await context.catalogue.snapshot();
  const { locale } = resolveLocale(request);
  const found = section?.kind === 'collection' ? snapshot.collections.find((c) => c.id === section.collectionId) : undefined;
  if (!section || (section.kind === 'collection' && !found)) throw data(null, { status: 404 });
  const collection = found && localizeCollection(found, locale);

  const t = translatorFor(locale);
  const now = new Date();
  const filters = parseListFilters(
    url.searchParams,
    {
      colors: new Set(snapshot.colors.map((c) => c.id)),
      sizes: new Set(snapshot.sizes.map((s) => s.id)),
      // On a collection page the collection is the page's own; other collections are other pages.
      collections: new Set(section.kind === 'collection' ? [] : snapshot.collections.map((c) => c.id)),
    },
    { search: section.kind === 'search' },
  );
  const base = sectionQuery(section);
  const chosen = {
    color: filters.color ?? undefined,
    size: filters.size ?? undefined,
    collection: base.collection ?? filters.collection ?? undefined,
  };
  const ranked = section.kind === 'search' ? await context.catalogue.search(searchTerms(filters.q)) : null;
  const list = ranked
    ? listSearchResults(snapshot, ranked, { ...chosen, sort: filters.sort, offset: 0, limit: shownLimit(filters) }, locale, now)
    : listProducts(
        snapshot,
        { ...base, ...chosen, sort: filters.sort === 'relevance' ? 'newest' : filters.sort, offset: 0, limit: shownLimit(filters) },
        locale,
        now,
      );
  // The filter choices come from the whole section (all a search found), whatever is filtered
  // now: its products as the snapshot holds them, never made into cards (10,000 on a large shop).
  const sectionProducts = ranked ? productsFound(snapshot, ranked, {}, now) : productsMatching(snapshot, base, now);
  const facets = listFacets(snapshot, sectionProducts, locale);
  if (section.kind === 'collection') facets.collections = localizedCollections(snapshot.collections, locale).map(({ id, name }) => ({ id, name }));

  const company = companyName(snapshot.settings);
  if (section.kind === 'search') {
    const title = filters.q ? t('catalogue:search.resultsFor', { query: filters.q }) : t('catalogue:search.title');
    return {
      section,
      title,
      intro: null,
      filters,
      facets,
      products: list.items,
      total: list.total,
      seo: null,
      searchMeta: { title: t('catalogue:search.metaTitle', { title, company }), description: t('catalogue:search.metaDescription', { company }) },
    };
  }
  const key = section.kind === 'category' ? section.category : section.kind;
  const title = collection ? collection.name : t(`catalogue:sections.${key}`);
  const intro = collection ? collection.description : null;
  const firstImage = list.items.find((p) => p.image)?.image;
  const sectionImage = snapshot.settings[SECTION_IMAGES[key]];
  const imageFile = firstImage ?? sectionImage;

  return {
    section,
    title,
    intro,
    filters,
    facets,
    products: list.items,
    total: list.total,
    seo: {
      title: t('catalogue:meta.listTitle', { section: title, company }),
      description: intro || t(`catalogue:meta.${key}`, { company, name: title }),
      path: sectionPath(section),
      locale,
      publicUrl: context.publicUrl,
      image: imageFile ? { fileName: imageFile, width: firstImage ? (800 as const) : undefined, alt: title } : null,
    },
    searchMeta: null,
  };
}

export function meta({ loaderData, error, matches }: Route.MetaArgs) {
  if (!loaderData) return errorPageMeta(matches, error, 'collectionNotFound');
  // A search's results are one page per thing anyone typed: not for search engines (robots.txt says so too).
  if (loaderData.searchMeta)
    return [
      { title: loaderData.searchMeta.title },
      { name: 'description', content: loaderData.searchMeta.description },
      { name: 'robots', content: 'noindex' },
    ];
  return loaderData.seo ? seoMeta(loaderData.seo) : [];
}

export default function ProductList({ loaderData }: Route.ComponentProps) {
  const { section, title, intro, filters, facets, products, total } = loaderData;
  const { t } = useTranslation('catalogue');
  const { pathname } = useLocation();
  const [panelOpen, setPanelOpen] = useState(false);
  const groups = useFilterGroups({ path: pathname, section, filters, facets });
  const active = activeFilterCount(filters);
  // Removing the filters keeps a search's words.
  const clearTo = active > 0 ? `${pathname}${listSearch({ ...DEFAULT_FILTERS, q: filters.q, sort: defaultSort(filters) })}` : null;
  const searching = section.kind === 'search';
  const moreTo = total > products.length ? `${pathname}${listSearch(filters, { page: filters.page + 1 })}` : null;

  return (
    <main className="page catalogue">
      <header className="catalogue__header">
        <h1>{title}</h1>
        {intro && <p className="catalogue__intro">{intro}</p>}
        {searching && <SearchForm query={filters.q} />}
      </header>
      <div className="catalogue__layout">
        <CategoryMenu current={section.kind === 'category' ? section.category : null} />
        <div className="catalogue__main">
          <div className="catalogue__toolbar">
            <FilterBar groups={groups} />
            <button
              type="button"
              className="button button--ghost filters-toggle"
              aria-haspopup="dialog"
              aria-expanded={panelOpen}
              onClick={() => setPanelOpen(true)}
            >
              {t('filters.open')}
              {active > 0 && (
                <span className="filters-toggle__count">
                  <span aria-hidden="true">{active}</span>
                  <span className="visually-hidden">{t('filters.active', { count: active })}</span>
                </span>
              )}
            </button>
            <p className="catalogue__count" role="status">
              {t('list.count', { count: total })}
            </p>
            {clearTo !== null && (
              <Link to={clearTo} preventScrollReset className="catalogue__clear">
                {t('filters.remove')}
              </Link>
            )}
          </div>
          <FilterPanel groups={groups} open={panelOpen} onClose={() => setPanelOpen(false)} clearTo={clearTo} total={total} />
          {searching && total === 0 && clearTo === null ? (
            <SearchNoResult query={filters.q} />
          ) : (
            <ListResults products={products} total={total} moreTo={moreTo} clearTo={clearTo} />
          )}
        </div>
      </div>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundMessage what="collectionNotFound" /> : <LoadErrorMessage />;
}
