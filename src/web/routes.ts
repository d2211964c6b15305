import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

/**
 * Page URLs are kept exactly as the spec writes them, misspellings included (GUIDE 3.10).
 * A file serving several URLs gets one id per URL.
 */
export default [
  layout('routes/storefront-layout.tsx', [
    index('routes/home.tsx', { id: 'home' }),
    route('acceuil', 'routes/home.tsx', { id: 'home-acceuil' }),
    route('nouveautés', 'routes/product-list.tsx', { id: 'list-new' }),
    route('t-shirts', 'routes/product-list.tsx', { id: 'list-tshirts' }),
    route('sweat-shirts', 'routes/product-list.tsx', { id: 'list-sweatshirts' }),
    route('accessoires', 'routes/product-list.tsx', { id: 'list-accessories' }),
    route('sacs', 'routes/product-list.tsx', { id: 'list-bags' }),
    route('collection/:id', 'routes/product-list.tsx', { id: 'list-collection' }),
    route('produit/:id', 'routes/product.tsx'),
    route('guide', 'routes/pages/size-guide.tsx'),
    route('echanges-et-retours', 'routes/pages/returns.tsx'),
    route('livraisons', 'routes/pages/delivery.tsx'),
    route('a-propos', 'routes/pages/about.tsx'),
    route('protection-des-données', 'routes/pages/privacy.tsx'),
    route('mentions-legales', 'routes/pages/legal-notice.tsx'),
    route('termes-et-conditions', 'routes/pages/terms.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
