import { gzipSync } from 'node:zlib';

/**
 * Bytes of JavaScript a first visit downloads, compressed with gzip as the server sends it:
 * every module the page's HTML loads (script src and modulepreload links).
 */
export async function firstPageJavaScript(pageUrl: string): Promise<{ files: number; gzipBytes: number; rawBytes: number }> {
  const html = await (await fetch(pageUrl)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g)) {
    if (match[1]) sources.add(new URL(match[1], pageUrl).href);
  }
  // The entry modules import their chunks statically; those are listed as modulepreload too.
  let gzipBytes = 0;
  let rawBytes = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(src)).arrayBuffer());
    rawBytes += body.length;
    gzipBytes += gzipSync(body, { level: 6 }).length;
  }
  return { files: sources.size, gzipBytes, rawBytes };
}
