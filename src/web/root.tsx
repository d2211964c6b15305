import { I18nextProvider } from 'react-i18next';
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
import { localizeSettings } from '../domain/settings';
import { i18nFor } from '../i18n/instance';
import type { Route } from './+types/root';
import faviconUrl from './components/chrome/favicon.svg?url';
import { DeferredScripts } from './lib/deferred-scripts';
import { resolveLocale } from '../i18n/request-locale';
import './styles/index.css';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale, setCookie } = resolveLocale(request);
  const snapshot = await context.catalogue.snapshot();
  return data(
    {
      locale,
      settings: localizeSettings(snapshot.settings, locale),
      collections: snapshot.collections.map((c) => ({ id: c.id, name: c.name })),
      /** Who is signed in, for the chrome (user icon, account menu); nothing more leaves the server. */
      customer: context.customer ? { firstName: context.customer.firstName } : null,
      /** Items in the cart, for the header's badge; revalidated after each cart change. */
      cartCount: context.cartCount,
      publicUrl: context.publicUrl,
      cspNonce: context.cspNonce,
    },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  );
}

/**
 * The root data (language, settings, collections, who is signed in) only changes with the
 * language, after a form submission or when a page asks for it (useRevalidator); filter and
 * variant clicks would otherwise refetch it on every change of the query string.
 */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  // An explicit revalidation (after signing in or out through the API) asks for fresh data.
  if (currentUrl.href === nextUrl.href) return true;
  return currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang');
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: faviconUrl, type: 'image/svg+xml' }];

export type RootData = Awaited<ReturnType<typeof loader>>['data'];

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const locale = root?.locale ?? 'en';
  const i18n = i18nFor(locale);
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={root?.cspNonce} />
        <DeferredScripts nonce={root?.cspNonce} />
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
