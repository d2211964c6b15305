import { useTranslation } from '../../lib/use-translation';
import type { ListFacets } from '../../../domain/catalogue/list-facets';
import { collectionPath, type ListSection } from '../../../domain/catalogue/list-section';
import { SEARCH_SORTS, SORTS } from '../../../domain/catalogue/list-constants';
import { listSearch, type ListFilters } from '../../../domain/catalogue/list-url';

export type FilterOption = { key: string; label: string; to: string; current: boolean; swatch?: string };
export type FilterGroupId = 'sort' | 'color' | 'size' | 'collection';
/** One single-choice filter; `value` names the current choice, null when nothing is chosen. */
export type FilterGroup = { id: FilterGroupId; label: string; value: string | null; options: FilterOption[] };

type Input = {
  /** Path of the list being shown (the browser's, so /sacs stays /sacs). */
  path: string;
  section: ListSection;
  filters: ListFilters;
  facets: ListFacets;
};

/**
 * The four filter groups of a list (spec section 2: sort, colours, sizes, collections) as
 * links: each choice is a URL keeping the other filters, so the filter bar and the mobile
 * panel work without JavaScript and every filtered list can be shared. On a collection page
 * the collection choices are the other collections' pages.
 */
export function useFilterGroups({ path, section, filters, facets }: Input): FilterGroup[] {
  const { t } = useTranslation('catalogue');
  const href = (change: Partial<ListFilters>) => `${path}${listSearch(filters, change)}`;
  const withAll = <T extends { id: number }>(
    key: 'color' | 'size' | 'collection',
    allLabel: string,
    items: T[],
    option: (item: T) => Omit<FilterOption, 'to' | 'current'>,
  ): FilterOption[] => [
    { key: 'all', label: allLabel, to: href({ [key]: null }), current: filters[key] === null },
    ...items.map((item) => ({ ...option(item), to: href({ [key]: item.id }), current: filters[key] === item.id })),
  ];

  const groups: FilterGroup[] = [
    {
      id: 'sort',
      label: t('filters.sort'),
      value: t(`filters.sorts.${filters.sort}`),
      // A search also sorts by best match, its default.
      options: (section.kind === 'search' ? SEARCH_SORTS : SORTS).map((sort) => ({
        key: sort,
        label: t(`filters.sorts.${sort}`),
        to: href({ sort }),
        current: filters.sort === sort,
      })),
    },
  ];
  if (facets.colors.length > 0) {
    groups.push({
      id: 'color',
      label: t('filters.color'),
      value: facets.colors.find((c) => c.id === filters.color)?.name ?? null,
      options: withAll('color', t('filters.allColors'), facets.colors, (c) => ({ key: String(c.id), label: c.name, swatch: c.code })),
    });
  }
  if (facets.sizes.length > 0) {
    groups.push({
      id: 'size',
      label: t('filters.size'),
      value: facets.sizes.find((s) => s.id === filters.size)?.name ?? null,
      options: withAll('size', t('filters.allSizes'), facets.sizes, (s) => ({ key: String(s.id), label: s.name })),
    });
  }
  if (section.kind === 'collection') {
    const others = `${listSearch(filters, { collection: null })}`;
    groups.push({
      id: 'collection',
      label: t('filters.collection'),
      value: facets.collections.find((c) => c.id === section.collectionId)?.name ?? null,
      options: facets.collections.map((c) => ({
        key: String(c.id),
        label: c.name,
        to: `${collectionPath(c.id)}${others}`,
        current: c.id === section.collectionId,
      })),
    });
  } else if (facets.collections.length > 0) {
    groups.push({
      id: 'collection',
      label: t('filters.collection'),
      value: facets.collections.find((c) => c.id === filters.collection)?.name ?? null,
      options: withAll('collection', t('filters.allCollections'), facets.collections, (c) => ({ key: String(c.id), label: c.name })),
    });
  }
  return groups;
}
