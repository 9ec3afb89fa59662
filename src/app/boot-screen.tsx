import { useLocation } from 'wouter';
import { APP_NAME } from '@/config/paths.ts';
import { prerenderedLogin } from './prerendered-login.ts';

/**
 * What shows while the first screen's chunks load: the same markup (and CSS, in index.html) as
 * the boot screen the HTML paints before any script runs, so the hand-over cannot be seen; on
 * the login routes, the login screen the HTML painted instead, if it painted one.
 */
export function BootScreen() {
  const [location] = useLocation();
  const loginScreen = prerenderedLogin(location);
  if (loginScreen)
    return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: loginScreen }} />;
  return (
    <div className="boot">
      <div className="boot-bar">
        <img src="/favicon.svg" alt="" width="32" height="32" />
        {APP_NAME}
      </div>
      <p className="boot-note" role="status">
        Loading…
      </p>
    </div>
  );
}
