import type { ComponentType } from 'react';
import { lazyPage } from '@/lib/lazy-page.ts';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/**
 * A lazily loaded component that can be loaded ahead (`preload`). Once loaded it renders at once,
 * without suspending, so a screen whose pieces were loaded together appears in one go; until
 * then it is a `lazyPage` (which reloads once for a chunk a new deploy removed).
 */
export function preloadable<P extends object>(
  load: Loader<P>,
): { Component: ComponentType<P>; preload: Loader<P> } {
  let loaded: ComponentType<P> | undefined;
  const preload: Loader<P> = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazyPage(preload);
  function Preloadable(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component: Preloadable, preload };
}
