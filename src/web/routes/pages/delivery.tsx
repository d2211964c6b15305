import { freeShippingThresholdCents } from '../../../domain/settings';
import { InfoPage } from '../../components/pages/info-page';
import { infoPageMeta } from '../../components/pages/info-page-meta';
import { Prose, Text } from '../../components/pages/page-text';
import { ShippingTable } from '../../components/pages/shipping-table';
import { useSettings } from '../../lib/use-root';
import type { Route } from './+types/delivery';

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
