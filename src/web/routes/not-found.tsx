import { useTranslation } from '../lib/use-translation';
import { data } from 'react-router';
import { HomePage } from '../components/home/HomePage';
import { homeMeta, rootDataOf } from '../components/home/home-meta';
import { loadHome } from '../components/home/load-home.server';
import { sharedPage } from '../lib/page-handle';
import type { Route } from './+types/not-found';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

/** Any unknown address shows the home page (spec), answered 404 so it is never indexed. */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadHome(args), { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  // This address is not a page: no canonical URL or language alternates point at it.
  const tags = homeMeta(rootDataOf(matches)).filter((tag) => !('tagName' in tag && tag.tagName === 'link'));
  return [...tags, { name: 'robots', content: 'noindex' }];
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('common');
  return <HomePage products={loaderData.products} notice={t('notFound.notice')} />;
}
