import { useTranslation } from 'react-i18next';
import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  const snapshot = await context.catalogue.snapshot();
  return { count: snapshot.products.length };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return <main><h1>Atelier</h1><p>{loaderData.count}</p><p>{t('errors:notFound')}</p></main>;
}
