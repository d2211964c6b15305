import { accountMeta } from '../../components/account/account-meta';
import { UnsubscribePage } from '../../components/account/UnsubscribePage';
import type { Route } from './+types/unsubscribe';

// No loader: a mail scanner fetching the link must not unsubscribe anyone; the browser does it.
export const meta: Route.MetaFunction = ({ matches }) => accountMeta('unsubscribe', matches);

export default function Unsubscribe() {
  return <UnsubscribePage />;
}
