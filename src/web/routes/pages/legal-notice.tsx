import { CompanyDetails } from '../../components/pages/company-details';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import type { Route } from './+types/legal-notice';

export const meta: Route.MetaFunction = (args) => infoPageMeta('legalNotice', args);

export default function LegalNoticePage() {
  return <InfoPage page="legalNotice" bodies={{ publisher: <CompanyDetails /> }} />;
}
