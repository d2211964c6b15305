import { freeShippingThresholdCents } from '../../../domain/settings';
import { CompanyDetails } from '../../components/pages/company-details';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose, Text } from '../../components/pages/page-text';
import { ShippingTable } from '../../components/pages/shipping-table';
import { useSettings } from '../../lib/use-root';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/terms';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('terms', args);

export default function TermsPage() {
  const freeDelivery = freeShippingThresholdCents(useSettings()) !== null;
  return (
    <InfoPage
      page="terms"
      toc
      bodies={{
        seller: (
          <>
            <Prose k="terms.sections.seller" />
            <CompanyDetails fields={['name', 'status', 'capital', 'address', 'id', 'rcs', 'vat', 'email']} />
          </>
        ),
        delivery: (
          <>
            <Prose k="terms.sections.delivery" only={['p1', 'p2']} />
            <ShippingTable />
            {freeDelivery && (
              <p>
                <Text k="terms.sections.delivery.free" />
              </p>
            )}
            <Prose k="terms.sections.delivery" only={['p3', 'p4']} />
          </>
        ),
      }}
    />
  );
}
