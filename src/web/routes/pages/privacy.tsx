import { CompanyDetails } from '../../components/pages/company-details';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose } from '../../components/pages/page-text';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/privacy';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

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
