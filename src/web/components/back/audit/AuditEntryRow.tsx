import { Link } from 'react-router';
import type { AuditEntry } from '../../../../domain/staff/audit-log';
import { formatPrice } from '../../../../domain/money';
import { orderDateTimeLabel } from '../../../../domain/orders/order-date';
import { statusLabelKey, type OrderStatus } from '../../../../domain/orders/orders';
import { useLocale } from '../../../lib/use-root';
import { useBackTranslation } from '../use-back-translation';

/** A row of the journal (in a DeskTable). */
export function AuditEntryRow({ entry }: { entry: AuditEntry }) {
  const { t } = useBackTranslation();
  const locale = useLocale();
  const action = entry.key ? t(`audit.actions.${entry.key}`) : t('audit.unknownAction', { operation: entry.operation });
  const detail = (): string => {
    if (!entry.detail) return '';
    switch (entry.detailKind) {
      case 'published':
        return t(`audit.published.${entry.detail === 'true'}`);
      case 'refundCents':
        return t('audit.refund', { amount: formatPrice(Number(entry.detail), locale) });
      case 'status':
        return t(statusLabelKey(entry.detail as OrderStatus));
      default:
        return '';
    }
  };
  const subject = entry.subject ? t('audit.subjectNumber', { subject: entry.subject }) : '';
  return (
    <tr className={entry.refused ? 'audit-log__refused' : undefined}>
      <td>
        <time dateTime={entry.at}>{orderDateTimeLabel(entry.at)}</time>
      </td>
      <td>{entry.actor || t('audit.unknownActor')}</td>
      <td>
        {action}
        {entry.refused && ` (${t('audit.refused')})`}
      </td>
      <td>{entry.subjectPath ? <Link to={entry.subjectPath}>{subject}</Link> : subject}</td>
      <td>{detail()}</td>
    </tr>
  );
}
