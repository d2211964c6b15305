import type { ReactNode } from 'react';
import type { Locale } from '../../../domain/locale';
import type { Settings } from '../../../domain/settings';
import { useLocale, useSettings } from '../../lib/use-root';
import { setting } from './page-values';
import { usePagesTranslation } from './pages-i18n';

const FIELDS = ['name', 'status', 'capital', 'address', 'id', 'rcs', 'vat', 'publisher', 'website', 'email'] as const;
export type CompanyField = (typeof FIELDS)[number];

/** The share capital is typed by staff: a bare number is shown as euros, anything else as written. */
function formatCapital(value: string, locale: Locale): string {
  if (!/^\d+(?:[.,]\d+)?$/.test(value)) return value;
  const amount = Number(value.replace(',', '.'));
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

function companyAddress(settings: Settings): string[] {
  const town = [setting(settings, 'zip company'), setting(settings, 'city company')].filter(Boolean).join(' ');
  return [setting(settings, 'adress company'), town, setting(settings, 'country Company')].filter(Boolean);
}

/**
 * The company's identity from the settings, one line per filled-in setting. Until the shop
 * owner fills them in, the page says the details are coming rather than showing blanks.
 */
export function CompanyDetails({ fields = FIELDS }: { fields?: readonly CompanyField[] }) {
  const { t } = usePagesTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const email = setting(settings, 'email contact');
  const website = setting(settings, 'website');
  const capital = setting(settings, 'share capital');
  const address = companyAddress(settings);
  const values: Record<CompanyField, ReactNode> = {
    name: setting(settings, 'name company'),
    status: setting(settings, 'status company'),
    capital: capital && formatCapital(capital, locale),
    address: address.length > 0 && (
      <address>
        {address.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
    ),
    id: setting(settings, 'id company'),
    rcs: setting(settings, 'rcs'),
    vat: setting(settings, 'vat'),
    publisher: setting(settings, 'publisher'),
    website: website && <a href={/^https?:\/\//.test(website) ? website : `https://${website}`}>{website.replace(/^https?:\/\//, '')}</a>,
    email: email && <a href={`mailto:${email}`}>{email}</a>,
  };
  const shown = fields.filter((field) => values[field]);
  if (shown.length === 0) return <p className="message">{t('shared.company.pending')}</p>;
  return (
    <dl className="company-details">
      {shown.map((field) => (
        <div key={field}>
          <dt>{t(`shared.company.${field}`)}</dt>
          <dd>{values[field]}</dd>
        </div>
      ))}
    </dl>
  );
}
