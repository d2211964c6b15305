import type { ResolveHook } from 'node:module';

/**
 * Module resolution hook (registered by main.ts): `react-router` resolves to its production
 * build. Its package exports only `dist/development` under the `node` condition, whose extra
 * checks and warnings run in every server render; the browser bundle already gets production.
 */
export const resolve: ResolveHook = async (specifier, context, next) => {
  if (specifier !== 'react-router') return next(specifier, context);
  const development = await next(specifier, context);
  return { ...development, url: development.url.replace('/dist/development/', '/dist/production/') };
};
