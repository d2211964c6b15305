import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import type { RootData } from '../../root';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * Title "<page> | <company>" of a withdrawal page: the order's number once known, else
 * "Rétractation". An order's page and a mailed link's are personal and never indexed; the
 * lookup page (`indexed`) is the same for everyone and may be found.
 */
export function withdrawalMeta(matches: Matches, { number, indexed = false }: { number?: string; indexed?: boolean } = {}): MetaDescriptor[] {
  const robots = indexed ? [] : [{ name: 'robots', content: 'noindex' }];
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return robots;
  const t = translatorFor(root.locale);
  const company = root.settings['name company'] || t('common:shopName');
  const page = number ? t('orders:withdrawal.meta.page', { number }) : t('orders:withdrawal.meta.lookup');
  return [{ title: `${page} | ${company}` }, ...robots];
}
