import { freeShippingThresholdCents } from '../../../domain/settings';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose, Text } from '../../components/pages/page-text';
import { ShippingTable } from '../../components/pages/shipping-table';
import { useSettings } from '../../lib/use-root';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/delivery';

/** The same page for every visitor: served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export const meta: Route.MetaFunction = (args) => infoPageMeta('delivery', args);

export default function DeliveryPage() {
  const freeDelivery = freeShippingThresholdCents(useSettings()) !== null;
  return (
    <InfoPage
      page="delivery"
      bodies={{
        costs: (
          <>
            <Prose k="delivery.sections.costs" only={['p1']} />
            <ShippingTable />
            {freeDelivery && (
              <p>
                <Text k="delivery.sections.costs.free" />
              </p>
            )}
          </>
        ),
      }}
    />
  );
}
