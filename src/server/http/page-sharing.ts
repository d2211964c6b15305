import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import { isSharedHandle } from '../../web/lib/page-handle';

const MAX_REMEMBERED = 10_000;

/** The route tree of the build, as `matchRoutes` reads it. */
function routeTree(build: ServerBuild, parentId: string | undefined): RouteObject[] {
  return Object.values(build.routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    return route.index ? [{ id, path, caseSensitive, index: true }] : [{ id, path, caseSensitive, children: routeTree(build, id) }];
  });
}

/**
 * The page a URL renders, also for React Router's data requests (`/produit/3.data`,
 * `/_root.data` for `/`), whose answers are the same loaders' data.
 */
export function pagePathname(url: string): string {
  const pathname = url.split('?', 1)[0]!;
  if (pathname === '/_root.data') return '/';
  return pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname;
}

/**
 * Tells whether the page at a path is the same for every visitor: every route it is made of
 * exports `handle = sharedPage` (web/lib/page-handle.ts). Anything else, or an unreadable path,
 * is personal: rendered for its visitor and never shared.
 */
export function sharedPageMatcher(build: ServerBuild): (pathname: string) => boolean {
  const tree = routeTree(build, undefined);
  // matchRoutes ranks the whole route list on every call: answers are remembered per path.
  const known = new Map<string, boolean>();
  return (pathname) => {
    let shared = known.get(pathname);
    if (shared === undefined) {
      const matches = matchRoutes(tree, pathname);
      shared = !!matches && matches.every((match) => isSharedHandle(build.routes[match.route.id ?? '']?.module.handle));
      if (known.size >= MAX_REMEMBERED) known.clear();
      known.set(pathname, shared);
    }
    return shared;
  };
}
