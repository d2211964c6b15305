import { useTranslation } from './lib/use-translation';
import {
  data,
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { CatalogueSnapshot } from '../domain/catalogue/types';
import { localizedCollections } from '../domain/catalogue/localize';
import { collectionsWithProducts } from '../domain/catalogue/menu-collections';
import type { Locale } from '../domain/locale';
import { localizeSettings } from '../domain/settings';
import type { Route } from './+types/root';
import faviconUrl from './components/chrome/favicon.svg?url';
import { isServiceUnavailable, ServiceUnavailable } from './components/chrome/ServiceUnavailable';
import { DeferredScripts } from './lib/deferred-scripts';
import { EarlySessionStorage } from './lib/early-session-storage';
import { resolveLocale } from '../i18n/request-locale';
import { loadLanguage } from '#i18n/languages';
import { sharedPage } from './lib/page-handle';
import './styles/index.css';

/** Nothing here depends on the visitor: the header's personal parts come from the shopper hint (lib/shopper.ts). */
export const handle = sharedPage;

type ShopChrome = { settings: Record<string, string>; collections: { id: number; name: string }[] };

/** Settings and collections in each language, worked out once per catalogue snapshot rather than per page. */
const chromeBySnapshot = new WeakMap<CatalogueSnapshot, Partial<Record<Locale, ShopChrome>>>();

function shopChrome(snapshot: CatalogueSnapshot, locale: Locale): ShopChrome {
  let languages = chromeBySnapshot.get(snapshot);
  if (!languages) chromeBySnapshot.set(snapshot, (languages = {}));
  return (languages[locale] ??= {
    settings: localizeSettings(snapshot.settings, locale),
    collections: localizedCollections(collectionsWithProducts(snapshot), locale).map(({ id, name }) => ({ id, name })),
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, setCookie } = resolveLocale(request);
  const snapshot = await context.catalogue.snapshot();
  return data(
    {
      locale,
      ...shopChrome(snapshot, locale),
      publicUrl: context.publicUrl,
      cspNonce: context.cspNonce,
      languageModules: context.languageModules[locale] ?? [],
    },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );
}

/**
 * The browser holds the texts of the language it was opened in only: before a page in the
 * other language renders (the FR/EN switch navigates without reloading), its texts are fetched.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const root = await serverLoader();
  await loadLanguage(root.locale);
  return root;
}

/**
 * The root data (language, settings, collections) only changes with the
 * language or after a form submission; filter and variant clicks would otherwise refetch it on
 * every change of the query string, and signing in or out changes nothing in it.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: faviconUrl, type: 'image/svg+xml' }];

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'en';
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <EarlySessionStorage nonce={root?.cspNonce} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={root?.cspNonce} />
        <DeferredScripts nonce={root?.cspNonce} alsoImport={root?.languageModules} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Whatever failed, the visitor gets a calm page in their language and a way back. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation('common');
  if (isServiceUnavailable(error)) return <ServiceUnavailable />;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = notFound ? t('errorPage.notFoundTitle') : t('errorPage.title');
  return (
    <main className="page error-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <p>{notFound ? t('errors:notFound') : t('errorPage.text')}</p>
      <Link to="/" className="button">
        {t('errorPage.home')}
      </Link>
    </main>
  );
}
