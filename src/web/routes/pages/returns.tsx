import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/returns';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('returns', args);

export default function ReturnsPage() {
  return <InfoPage page="returns" toc />;
}
