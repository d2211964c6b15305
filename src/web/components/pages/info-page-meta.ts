import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../../root';
import { seoMeta } from '../../lib/seo';
import type { InfoPageId } from './info-page';
import { pageValues, setting } from './page-values';
import { pagesTranslator } from './pages-i18n';

type MetaArgs = {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
};

/** Title "<page title> | <company name>", description and sharing tags of an information page. */
export function infoPageMeta(page: InfoPageId, { location, matches }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
  if (!root) return [];
  const t = pagesTranslator(root.locale);
  const values = pageValues(root.settings, root.locale, {
    company: t('pages:shared.ourShop'),
    contact: t('pages:shared.contactFallback'),
  });
  const title = t(`pages:${page}.title`);
  const company = setting(root.settings, 'name company');
  return seoMeta({
    title: company ? `${title} | ${company}` : title,
    description: t(`pages:${page}.description`, values),
    path: location.pathname,
    locale: root.locale,
    publicUrl: root.publicUrl,
  });
}
