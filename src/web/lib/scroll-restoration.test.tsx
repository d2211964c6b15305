import { runInNewContext } from 'node:vm';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScrollRestoration } from './scroll-restoration';

/** The inline script the page runs while its HTML is parsed, as the server renders it. */
function inlineScript(): string {
  const Stub = createRoutesStub([{ path: '/', Component: () => <ScrollRestoration /> }]);
  const html = renderToString(<Stub />);
  const script = /<script[^>]*>([\s\S]*)<\/script>/.exec(html)?.[1];
  if (!script) throw new Error(`No inline script in ${html}`);
  return script.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** Runs the script in a page whose history entry has `state` and whose tab saved `saved`. */
function runInPage(state: { key?: string } | null, saved: Record<string, number>) {
  const storageReads: string[] = [];
  const scrolls: number[] = [];
  const history = {
    state,
    replaceState(next: { key: string }) {
      history.state = next;
    },
  };
  const sessionStorage = {
    getItem(key: string) {
      storageReads.push(key);
      return JSON.stringify(saved);
    },
    removeItem() {},
  };
  const window = { history, scrollTo: (_x: number, y: number) => scrolls.push(y) };
  runInNewContext(inlineScript(), { window, history, sessionStorage, console });
  return { storageReads, scrolls, key: history.state?.key };
}

describe('ScrollRestoration', () => {
  it('scrolls back to the saved position of an entry the shop has seen (a reload, back or forward)', () => {
    const page = runInPage({ key: 'seen' }, { seen: 1200, other: 300 });
    expect(page.scrolls).toEqual([1200]);
    expect(page.key).toBe('seen');
  });

  it('gives a page opened afresh a key of its own without reading the saved positions', () => {
    const page = runInPage(null, { seen: 1200 });
    expect(page.storageReads).toEqual([]);
    expect(page.scrolls).toEqual([]);
    expect(page.key).toMatch(/^[0-9a-v]+$/);
  });
});
