/**
 * The code a worker thread evaluates to load `module` (a path without extension, relative to
 * `from`, the caller's `import.meta.url`): the compiled module beside the caller in the server
 * build (`npm start`), or the TypeScript source under development and tests, where the thread
 * registers the TypeScript loader first because a worker does not inherit the one its parent
 * runs under.
 */
export function threadBoot(module: string, from: string): string {
  if (!from.endsWith('.ts')) return `import(${JSON.stringify(new URL(`${module}.js`, from).href)})`;
  const source = new URL(`${module}.ts`, from).href;
  return `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
}
