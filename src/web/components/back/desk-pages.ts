import type { FormEvent } from 'react';
import { useSearchParams, useSubmit } from 'react-router';
import type { ApiResult } from '../../lib/api';

/** `moreThanTotal`: the list stopped counting at `total` (the orders desk, ADR 14); a list that does not count (customers, ADR 40) has no `total`. */
type DeskPage<T> = { items: T[]; total?: number; moreThanTotal?: boolean; hasMore: boolean };

/**
 * The first `pages` pages of a back-office list, loaded together: the URL's `page=N` is how many
 * pages 'Plus de …' has shown, so a reload or a shared link shows the same rows. A page that
 * failed is left out and said (`failed`); `last` is the last page loaded, for what a list answers besides its rows.
 */
export async function loadDeskPages<P extends DeskPage<unknown>>(pages: number, load: (page: number) => Promise<ApiResult<P>>) {
  const answers = await Promise.all(Array.from({ length: pages }, (_, i) => load(i + 1)));
  const loaded = answers.flatMap((answer) => (answer.ok ? [answer.data] : []));
  return {
    failed: loaded.length < answers.length,
    items: loaded.flatMap((page) => page.items) as P['items'],
    total: loaded.at(-1)?.total ?? 0,
    moreThanTotal: loaded.at(-1)?.moreThanTotal ?? false,
    hasMore: loaded.at(-1)?.hasMore ?? false,
    last: loaded.at(-1),
  };
}

/** The 'Plus de …' button's action: one more page shown, the scroll position kept. */
export function useShowMore(pagesShown: number): () => void {
  const [params, setParams] = useSearchParams();
  return () => {
    const next = new URLSearchParams(params);
    next.set('page', String(pagesShown + 1));
    setParams(next, { preventScrollReset: true });
  };
}

/**
 * A desk's filters form applies as its fields change, as staff expect of a filter: the list's
 * address takes the new filters (the list starts again from its first page), replacing the
 * history entry so Back leaves the desk rather than stepping through each letter typed.
 */
export function useApplyFilters(): (event: FormEvent<HTMLFormElement>) => void {
  const submit = useSubmit();
  return (event) => void submit(event.currentTarget, { replace: true, preventScrollReset: true });
}
