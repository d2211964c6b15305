import { gzipSync } from 'node:zlib';

/** `import … from "x.js"`, `import "x.js"`, `export … from "x.js"`: modules fetched before the importer runs. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
/** `import("x.js")` in the page's own scripts: React Router's bootstrap loads its entry this way at once. */
const DYNAMIC_IMPORT = /\bimport\(\s*["']([^"']+\.js)["']\s*\)/g;

const urlsIn = (text: string, pattern: RegExp, base: string) => [...text.matchAll(pattern)].map((match) => new URL(match[1]!, base).href);

/**
 * Bytes of JavaScript a first visit downloads, compressed with gzip as the server sends it:
 * the modules the page's HTML names (script src, modulepreload links, the imports of its
 * inline module script, which may wait for the first paint: ADR 10) and, from them, every
 * module they import statically. Modules loaded later on demand (dynamic imports) are not counted.
 */
export async function firstPageJavaScript(pageUrl: string): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const pending: string[] = [];
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) pending.push(new URL(match[1]!, pageUrl).href);
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    pending.push(...urlsIn(match[1]!, STATIC_IMPORT, pageUrl), ...urlsIn(match[1]!, DYNAMIC_IMPORT, pageUrl));
  }

  const seen = new Set<string>();
  let gzipBytes = 0;
  let rawBytes = 0;
  for (let src = pending.pop(); src !== undefined; src = pending.pop()) {
    if (seen.has(src)) continue;
    seen.add(src);
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 6 }).length;
    pending.push(...urlsIn(body.toString('utf8'), STATIC_IMPORT, src));
  }
  return { files: seen.size, gzipBytes, rawBytes };
}
