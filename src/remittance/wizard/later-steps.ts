import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A wizard's steps after its first, loaded when the flow reaches them, so the page's first load
 * carries the first step only; `preload` fetches them all once the first step's answer is on
 * screen, while the sender reads it (a failure is retried when the step renders). Each flow gives
 * its own `import()`s, so the bundler still sees every chunk.
 */
export function laterSteps<Props extends Record<string, object>>(loaders: {
  [Name in keyof Props]: () => Promise<ComponentType<Props[Name]>>;
}): {
  steps: { [Name in keyof Props]: LazyExoticComponent<ComponentType<Props[Name]>> };
  preload: () => void;
} {
  const steps = {} as { [Name in keyof Props]: LazyExoticComponent<ComponentType<Props[Name]>> };
  for (const name in loaders) {
    const load = loaders[name];
    steps[name] = lazy(() => load().then((step) => ({ default: step })));
  }
  const preload = () => {
    for (const name in loaders) void loaders[name]().catch(() => undefined);
  };
  return { steps, preload };
}
