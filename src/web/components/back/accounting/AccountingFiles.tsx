import { Link } from 'react-router';
import type { AccountingPeriod } from '../../../../domain/accounting/accounting-period';
import type { AccountingFiles as Files } from '../../../../domain/accounting/export-files';
import { backPagePath } from '../../../../domain/staff/back-office-pages';
import { accountingApi } from './accounting-api';
import { useBackTranslation } from '../use-back-translation';

/** The period's three downloads, each with the name its file is saved under. */
export function AccountingFiles({ period, files }: { period: AccountingPeriod; files: Files }) {
  const { t } = useBackTranslation();
  const file = (kind: 'invoices' | 'vat' | 'fec', label: string, name: string) => (
    <li>
      <a href={accountingApi.fileHref(kind, period)} download={name} className="button">
        {label}
      </a>{' '}
      <code className="accounting-files__name">{name}</code>
    </li>
  );
  return (
    <section aria-labelledby="accounting-files" className="accounting-files">
      <h3 id="accounting-files">{t('accounting.filesTitle')}</h3>
      <ul>
        {file('invoices', t('accounting.invoicesFile'), files.invoices)}
        {file('vat', t('accounting.vatFile'), files.vat)}
        {files.fec ? (
          file('fec', t('accounting.fecFile'), files.fec)
        ) : (
          <li>
            <p>{t('accounting.sirenMissing')}</p>
            <Link to={backPagePath('siteSettings')}>{t('accounting.toSettings')}</Link>
          </li>
        )}
      </ul>
      <p>{t('accounting.csvHint')}</p>
      <p>{t('accounting.fecHint')}</p>
    </section>
  );
}
