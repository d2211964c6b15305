import type { TFunction } from 'i18next';

/** Enough for every text of the shop in a language, with room for interpolated values. */
const MAX_ENTRIES = 5000;

/**
 * The cache key of a call, or null when the call cannot be cached: options holding anything
 * but plain values (objects, arrays, functions) may change the result in ways a key cannot tell.
 */
function callKey(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  let id = key;
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean' && kind !== 'undefined') return null;
    id += `\u0000${name}\u0001${kind}\u0001${String(value)}`;
  }
  return id;
}

/**
 * A translator that translates each (key, values) once. An i18next call resolves the key,
 * interpolates, nests and picks the plural form every time: about 15 % of a page's server render
 * with hundreds of texts per page. The texts of a language never change while the process
 * runs (the catalogues are bundled), so the results can be kept.
 */
export function memoizeTranslator(t: TFunction): TFunction {
  const known = new Map<string, string>();
  const memo = (key: unknown, options?: unknown): unknown => {
    const id = callKey(key, options);
    const kept = id === null ? undefined : known.get(id);
    if (kept !== undefined) return kept;
    const text = (t as (key: unknown, options?: unknown) => unknown)(key, options);
    if (id !== null && typeof text === 'string') {
      if (known.size >= MAX_ENTRIES) known.clear();
      known.set(id, text);
    }
    return text;
  };
  return memo as unknown as TFunction;
}
