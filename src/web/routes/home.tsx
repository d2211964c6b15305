import { HomePage } from '../components/home/HomePage';
import { homeMeta, rootDataOf } from '../components/home/home-meta';
import { loadHome } from '../components/home/load-home.server';
import type { Route } from './+types/home';

export function loader(args: Route.LoaderArgs) {
  return loadHome(args);
}

export function meta({ matches }: Route.MetaArgs) {
  return homeMeta(rootDataOf(matches));
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage products={loaderData.products} />;
}
