/**
 * `?page=N` of a back-office list: N pages shown after N - 1 presses of its load-more button,
 * so a reload or a shared link shows the same rows; a wrong value shows one, and a link cannot
 * ask for more than `max` pages at once.
 */
export function shownDeskPages(params: URLSearchParams, max: number): number {
  const pages = Number.parseInt(params.get('page') ?? '1', 10);
  return Number.isInteger(pages) && pages >= 1 ? Math.min(pages, max) : 1;
}
