import { WithdrawalLookupPage } from '../../components/withdrawal/WithdrawalLookupPage';
import { withdrawalMeta } from '../../components/withdrawal/withdrawal-meta';
import { sharedPage } from '../../lib/page-handle';
import type { Route } from './+types/lookup';

/** /retractation (and /withdrawal): the same form for every visitor, served to all from the page cache (ADR 9). */
export const handle = sharedPage;

export function meta({ matches }: Route.MetaArgs) {
  return withdrawalMeta(matches, { indexed: true });
}

export default function WithdrawalLookupRoute() {
  return <WithdrawalLookupPage />;
}
