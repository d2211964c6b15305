import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/about';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('about', args);

export default function AboutPage() {
  return <InfoPage page="about" />;
}
