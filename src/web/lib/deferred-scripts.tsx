import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';

/** Where the inert copy of React Router's module script waits for its turn. */
const DEFERRED_ID = 'app-module-script';
/** A non-JavaScript type: the browser keeps the script's text without running or fetching it. */
const INERT_TYPE = 'text/x-deferred-module';
/** On a connection so slow that `load` never comes, the page becomes interactive anyway. */
const LATEST_START_MS = 3000;

/**
 * Runs in the page (serialised with `toString()`), after the HTML: once the window has loaded
 * (the largest picture included) and the page has been shown, it preloads React Router's
 * modules and runs its module script, which hydrates the page.
 */
function startAppLater(modules: string[], inertId: string, latestStartMs: number) {
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.nonce = nonce;
    script.textContent = document.getElementById(inertId)?.textContent ?? '';
    document.body.append(script);
  };
  // Two frames: the one with the picture has been painted before the first module is asked for.
  const afterNextPaint = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));
  // A frame made is not yet a frame shown: without a GPU the browser shows it a few
  // milliseconds later, after both frame callbacks ran. The first-contentful-paint entry is
  // only reported once the page is on screen, so where the browser reports it, wait for it.
  const afterFirstPaint = () => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextPaint();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterNextPaint();
    });
    observer.observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstPaint();
  else addEventListener('load', afterFirstPaint, { once: true });
  setTimeout(start, latestStartMs);
}

function flatten(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return [];
    return child.type === Fragment ? flatten(child.props.children as ReactNode) : [child];
  });
}

/**
 * React Router's module script, importing first the modules the page needs besides React
 * Router's (its language's texts), so the browser fetches them all at once.
 */
function withImports(moduleScript: ReactElement<Record<string, unknown>>, modules: readonly string[]): string {
  const { __html: code } = moduleScript.props.dangerouslySetInnerHTML as { __html: string };
  return modules.map((href) => `import ${JSON.stringify(href)};\n`).join('') + code;
}

/**
 * React Router's `<Scripts>`, with its JavaScript loaded after the first paint instead of
 * with the page (ADR 10). The server-rendered page is complete and its links work without
 * JavaScript; fetching 150 KB of modules alongside the stylesheet and the main picture
 * delayed both by about a second on a slow phone connection. The modulepreload links and the
 * module script are held back and started by a small inline script once the page has loaded;
 * the data scripts (`window.__reactRouterContext`) run as before. Server and browser render
 * the same elements, so hydration matches. If React Router renders something else than
 * expected (another version), its output is kept as it is. `alsoImport` names modules the
 * browser entry needs that React Router does not know of (the page language's texts).
 */
export function DeferredScripts({ alsoImport = [], ...props }: ScriptsProps & { alsoImport?: readonly string[] }) {
  // Called as a function, not rendered, to re-shape its elements (it only uses context hooks).
  const elements = flatten(Scripts(props));
  const moduleScript = elements.find((element) => element.type === 'script' && element.props.type === 'module');
  if (!moduleScript) return <>{elements}</>;

  const isModulePreload = (element: ReactElement<Record<string, unknown>>) => element.type === 'link' && element.props.rel === 'modulepreload';
  const modules = [...new Set([...elements.filter(isModulePreload).map((link) => String(link.props.href)), ...alsoImport])];
  const kept = elements.filter((element) => !isModulePreload(element));
  const start = `(${startAppLater.toString()})(${JSON.stringify(modules)}, ${JSON.stringify(DEFERRED_ID)}, ${LATEST_START_MS});`;
  return (
    <>
      {kept.map((element, index) =>
        element === moduleScript ? (
          <script
            key={index}
            {...element.props}
            type={INERT_TYPE}
            id={DEFERRED_ID}
            async={undefined}
            dangerouslySetInnerHTML={{ __html: withImports(moduleScript, alsoImport) }}
          />
        ) : (
          <Fragment key={index}>{element}</Fragment>
        ),
      )}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: start }} />
    </>
  );
}
