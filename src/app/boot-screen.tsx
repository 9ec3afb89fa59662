import { APP_NAME } from '@/config/paths.ts';

/**
 * What shows while the first screen's chunks load: the same markup (and CSS, in index.html) as
 * the boot screen the HTML paints before any script runs, so the hand-over cannot be seen. (On
 * the login routes the page hydrates the login screen the HTML painted instead: src/main.tsx.)
 */
export function BootScreen() {
  return (
    <div className="boot">
      <div className="boot-bar">
        <img src="/favicon.svg" alt="" width="32" height="32" fetchPriority="low" />
        {APP_NAME}
      </div>
      <p className="boot-note" role="status">
        Loading…
      </p>
    </div>
  );
}
