import { HomePage } from '../components/home/HomePage';
import { homeMeta, rootDataOf } from '../components/home/home-meta';
import { loadHome } from '../components/home/load-home.server';
import { sharedPage } from '../lib/page-handle';
import type { Route } from './+types/home';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(rootDataOf(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} />;
}
