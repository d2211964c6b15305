import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import type { Route } from './+types/about';

export const meta: Route.MetaFunction = (args) => infoPageMeta('about', args);

export default function AboutPage() {
  return <InfoPage page="about" />;
}
