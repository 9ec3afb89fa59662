import { routes, type RouteDef } from './paths.ts';

/** The route a pathname belongs to; specific patterns win over parameters ('/beneficiaries/new'). */
export function matchRoute(pathname: string): RouteDef | undefined {
  const all = Object.values(routes) as RouteDef[];
  const exact = all.find((route) => route.pattern === pathname);
  if (exact) return exact;
  return all.find((route) => patternRegex(route.pattern).test(pathname));
}

function patternRegex(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/** The `next` location after login: an internal path only, never another site. */
export function safeNext(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  const route = matchRoute(next.split(/[?#]/)[0] ?? '');
  return route && route.pattern !== '/' && route.pattern !== '/login' ? next : fallback;
}
