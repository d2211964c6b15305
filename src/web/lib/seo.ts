import type { MetaDescriptor } from 'react-router';
import type { Locale } from '../../domain/locale';
import { imageUrl } from './images';

export type SeoInput = {
  title: string;
  description: string;
  /** Path of the page, as the browser shows it (e.g. '/produit/12'). */
  path: string;
  locale: Locale;
  publicUrl: string;
  /** File name of the sharing picture under /images/ (full size when width is omitted). */
  image?: { fileName: string; width?: 800; alt: string } | null;
  type?: 'website' | 'product';
  /** schema.org data, written as a JSON-LD block. */
  jsonLd?: Record<string, unknown>;
};

const OG_LOCALE: Record<Locale, string> = { fr: 'fr_FR', en: 'en_GB' };

/**
 * Title, description, Open Graph and Twitter tags, the canonical URL and the FR/EN alternates
 * of a page. Each language version is its own canonical page (`?lang=`); the bare URL is the
 * x-default, answered in the visitor's language.
 */
export function seoMeta(input: SeoInput): MetaDescriptor[] {
  const base = `${input.publicUrl}${encodeURI(decodeURI(input.path))}`;
  const withLang = (lang: Locale) => `${base}?lang=${lang}`;
  const image = input.image ? `${input.publicUrl}${imageUrl(input.image.fileName, input.image.width)}` : null;
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: 'description', content: input.description },
    { property: 'og:title', content: input.title },
    { property: 'og:description', content: input.description },
    { property: 'og:type', content: input.type === 'product' ? 'product' : 'website' },
    { property: 'og:url', content: withLang(input.locale) },
    { property: 'og:locale', content: OG_LOCALE[input.locale] },
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: input.title },
    { name: 'twitter:description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: withLang(input.locale) },
    { tagName: 'link', rel: 'alternate', hrefLang: 'fr', href: withLang('fr') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'en', href: withLang('en') },
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: base },
  ];
  if (image && input.image) {
    tags.push(
      { property: 'og:image', content: image },
      { property: 'og:image:alt', content: input.image.alt },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: input.image.alt },
    );
  }
  if (input.jsonLd) tags.push({ 'script:ld+json': input.jsonLd });
  return tags;
}
