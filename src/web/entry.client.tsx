import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { FALLBACK_LOCALE, isLocale } from '../domain/locale';
import { loadLanguage } from '#i18n/languages';

/**
 * React Router's browser entry, after the page's language: the browser downloads one
 * language's texts only, so they must be there before the first render. The page's HTML names
 * that file with its other modules, so it is usually fetched already. If it cannot be fetched,
 * the page stays as the server sent it, whose links and forms work without scripts.
 */
const lang = document.documentElement.lang;
loadLanguage(isLocale(lang) ? lang : FALLBACK_LOCALE).then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  (error: unknown) => console.error('The page stays without scripts: its language could not be loaded', error),
);
