import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import type { Route } from './+types/returns';

export const meta: Route.MetaFunction = (args) => infoPageMeta('returns', args);

export default function ReturnsPage() {
  return <InfoPage page="returns" toc />;
}
