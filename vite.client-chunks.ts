import type { Rolldown } from 'vite';

/**
 * How the browser's JavaScript is cut into files (ADR 10). Left to itself the bundler makes one
 * file per set of routes sharing a module: a first visit to a catalogue page then fetched 18
 * to 24 files, most under 2 KB, and on a phone's HTTP/1.1 connections (six per origin) each
 * costs a round trip before the page can paint. Three kinds of file instead:
 *
 * - `react-dom` and `framework` (React, React Router, i18next), needed by every page, in two
 *   files because the browser compiles each in one main-thread task;
 * - `storefront`: our modules shared by the pages most visitors land on (home, lists,
 *   product page, through the root and the storefront layout), one file for all of them;
 * - what each route alone needs stays in that route's file (account, cart and information
 *   pages keep their own code, zod included, out of the catalogue pages).
 */
const REACT_DOM = /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/;
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-router|@react-router|i18next)[\\/]/;

/** Route modules of the landing pages; what they import, and is shared, goes into `storefront`. */
const LANDING_ROUTES = ['root.tsx', 'routes/storefront-layout.tsx', 'routes/home.tsx', 'routes/product-list.tsx', 'routes/product.tsx'];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

function landingModules(appDirectory: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const queue = LANDING_ROUTES.map((route) => `${appDirectory}/${route}`);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || id.includes('node_modules')) continue;
    seen.add(id);
    queue.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export function clientCodeSplitting(appDirectory: string): Rolldown.OutputOptions['codeSplitting'] {
  let landing: Set<string> | undefined;
  const routeFiles = new Set(LANDING_ROUTES.map((route) => `${appDirectory}/${route}`));
  return {
    groups: [
      { name: 'react-dom', test: REACT_DOM, priority: 3 },
      { name: 'framework', test: FRAMEWORK, priority: 2 },
      {
        name: (id, graph) => {
          landing ??= landingModules(appDirectory, graph);
          // A route's own module stays in its route file; only what several routes share moves.
          return landing.has(id) && !routeFiles.has(id) ? 'storefront' : null;
        },
        // The bundler's timing report names a group by it (a computed name has none of its own).
        debugName: 'storefront',
        minShareCount: 2,
        priority: 1,
      },
    ],
  };
}
