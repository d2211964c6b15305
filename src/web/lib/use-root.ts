import { useRouteLoaderData } from 'react-router';
import type { Locale } from '../../domain/locale';
import { formatPrice } from '../../domain/money';
import type { Settings } from '../../domain/settings';
import type { RootData } from '../root';

/** The data every page shares: language, settings and the collection list (root loader). */
export function useRoot(): RootData {
  const root = useRouteLoaderData('root') as RootData | undefined;
  if (!root) throw new Error('useRoot outside the root route');
  return root;
}

export function useLocale(): Locale {
  return useRoot().locale;
}

export function useSettings(): Settings {
  return useRoot().settings as Settings;
}

/** Formats cents in the page language: "19,90 €" in French, "€19.90" in English. */
export function usePrice(): (cents: number) => string {
  const locale = useLocale();
  return (cents) => formatPrice(cents, locale);
}
