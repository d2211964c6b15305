import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '../../domain/locale';

/** The part of Vite's build manifest read here: each source module's file and the chunks it imports. */
type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** Where each language's texts start (src/i18n/languages.browser.ts imports these). */
const LANGUAGE_SOURCES: Record<Locale, string> = { fr: 'src/i18n/fr/index.ts', en: 'src/i18n/en/index.ts' };

/**
 * The browser files holding each language's texts, with the files they import, as page
 * addresses. React Router's own manifest does not list them (they are loaded by the browser
 * entry, not by a route), so a page names them from Vite's build manifest, the documented way
 * for a server to find a build's files.
 */
export function languageModulesIn(manifest: ViteManifest): Partial<Record<Locale, string[]>> {
  const modules: Partial<Record<Locale, string[]>> = {};
  for (const locale of LOCALES) {
    const files: string[] = [];
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.includes(`/${chunk.file}`)) return;
      files.push(`/${chunk.file}`);
      chunk.imports?.forEach(visit);
    };
    visit(LANGUAGE_SOURCES[locale]);
    if (files.length > 0) modules[locale] = files;
  }
  return modules;
}

/**
 * The language files of the web build in `clientDir`; none when the build has no manifest (the
 * browser entry then fetches its language itself, one round trip later).
 */
export function languageModules(clientDir: string): Partial<Record<Locale, string[]>> {
  let text: string;
  try {
    text = readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8');
  } catch {
    return {};
  }
  return languageModulesIn(JSON.parse(text) as ViteManifest);
}
