import type { CatalogueSnapshot } from '../catalogue/types';

/** Storefront pages that exist whatever the catalogue holds (spec route table). */
export const STATIC_PATHS = [
  '/',
  '/nouveautés',
  '/t-shirts',
  '/sweat-shirts',
  '/accessoires',
  '/guide',
  '/echanges-et-retours',
  '/livraisons',
  '/a-propos',
  '/protection-des-données',
  '/mentions-legales',
  '/termes-et-conditions',
];

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function entry(publicUrl: string, pathname: string, lastmod?: Date): string {
  const loc = (lang?: string) => escapeXml(encodeURI(`${publicUrl}${pathname}${lang ? `?lang=${lang}` : ''}`));
  return [
    '  <url>',
    `    <loc>${loc()}</loc>`,
    ...(lastmod ? [`    <lastmod>${lastmod.toISOString().slice(0, 10)}</lastmod>`] : []),
    `    <xhtml:link rel="alternate" hreflang="fr" href="${loc('fr')}"/>`,
    `    <xhtml:link rel="alternate" hreflang="en" href="${loc('en')}"/>`,
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${loc()}"/>`,
    '  </url>',
  ].join('\n');
}

/** sitemap.xml: every public page, each with its French and English alternates. */
export function buildSitemap(snapshot: CatalogueSnapshot, publicUrl: string): string {
  const urls = [
    ...STATIC_PATHS.map((p) => entry(publicUrl, p)),
    ...snapshot.collections.map((c) => entry(publicUrl, `/collection/${c.id}`)),
    ...snapshot.products.map((p) => entry(publicUrl, `/produit/${p.id}`, p.createdAt)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function buildRobots(publicUrl: string): string {
  // The back office, the API, the cart, checkout and account pages are of no use to search engines, nor
  // are the storefront search's result pages (one per thing anyone typed).
  const privatePaths = [
    '/recherche',
    '/back/',
    '/api/',
    '/panier',
    '/checkout',
    '/connexion',
    '/creer-un-compte',
    '/commandes',
    '/commande/',
    '/factures',
    '/parametres-du-compte',
    '/address-utilisateur',
  ];
  return ['User-agent: *', ...privatePaths.map((p) => `Disallow: ${p}`), '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}
