import { CompanyDetails } from '../../components/pages/company-details';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose } from '../../components/pages/page-text';
import type { Route } from './+types/privacy';

export const meta: Route.MetaFunction = (args) => infoPageMeta('privacy', args);

export default function PrivacyPage() {
  return (
    <InfoPage
      page="privacy"
      toc
      bodies={{
        controller: (
          <>
            <Prose k="privacy.sections.controller" />
            <CompanyDetails fields={['name', 'address', 'email']} />
          </>
        ),
      }}
    />
  );
}
