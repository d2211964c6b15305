import type { MetaDescriptor } from 'react-router';
import { translatorFor } from '../../../i18n/instance';
import { imageUrl } from '../../lib/images';
import { seoMeta } from '../../lib/seo';
import type { RootData } from '../../root';

const SOCIAL_KEYS = ['facebook', 'instagram', 'tiktok'] as const;

/**
 * Title, description, sharing tags and the schema.org Organization of the home page. Both
 * home URLs (/ and /acceuil) name / as their canonical page.
 */
export function homeMeta(root: RootData | undefined): MetaDescriptor[] {
  if (!root) return [];
  const { settings, locale, publicUrl } = root;
  const t = translatorFor(locale);
  const company = settings['name company'] || t('common:shopName');
  const homeTitle = settings['home title']?.trim();
  const sameAs = SOCIAL_KEYS.map((key) => settings[key]).filter((url): url is string => Boolean(url));
  return seoMeta({
    title: homeTitle ? `${company} | ${homeTitle}` : company,
    description: settings['home sub title']?.trim() || t('common:home.metaDescription'),
    path: '/',
    locale,
    publicUrl,
    image: settings.imgOpenTags ? { fileName: settings.imgOpenTags, alt: company } : null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company,
      url: `${publicUrl}/`,
      ...(settings.logo ? { logo: `${publicUrl}${imageUrl(settings.logo)}` } : {}),
      ...(sameAs.length > 0 ? { sameAs } : {}),
    },
  });
}

export function rootDataOf(matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}
