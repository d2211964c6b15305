import { CompanyDetails } from '../../components/pages/company-details';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/legal-notice';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('legalNotice', args);

export default function LegalNoticePage() {
  return <InfoPage page="legalNotice" bodies={{ publisher: <CompanyDetails /> }} />;
}
