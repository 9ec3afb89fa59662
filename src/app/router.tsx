import { Suspense, use, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { Center, Spinner } from '@chakra-ui/react';
import { authenticatedAtom, remitoneStatusAtom } from '@/lib/session/user.ts';
import { pageTitle, APP_NAME } from '@/config/paths.ts';
import { ROUTE_TABLE, type LayoutKind, type RoutedPage } from './route-table.tsx';
import { guardRoute } from './route-guard.ts';
import { BootScreen } from './boot-screen.tsx';
import { preloadable } from './preloadable.tsx';

const { Component: PublicLayout, preload: loadPublicLayout } = preloadable(
  () => import('@/features/shell/pages/public-layout.tsx'),
);
const { Component: AppLayout, preload: loadAppLayout } = preloadable(
  () => import('@/features/shell/pages/app-layout.tsx'),
);
const { Component: AuthLayout, preload: loadAuthLayout } = preloadable(
  () => import('@/features/shell/pages/auth-layout.tsx'),
);
const { Component: NotFoundPage, preload: loadNotFoundPage } = preloadable(
  () => import('@/features/shell/pages/not-found-page.tsx'),
);

let firstScreen: Promise<unknown> | undefined;

/**
 * The first screen appears whole: its layouts and page load side by side (no waterfall) and it
 * renders once they are all there (`use` it), so nothing jumps as the pieces arrive. The same
 * promise afterwards, settled (React reads it at once): later pages load inside the layout already
 * on screen, and every render calls `use` alike. A chunk that fails is left to lazyPage (one reload).
 */
function firstScreenLoaded(loads: (undefined | (() => Promise<unknown>))[]): Promise<unknown> {
  firstScreen ??= Promise.all(loads.map((load) => load?.().catch(() => undefined)));
  return firstScreen;
}

/** Forgets the first screen (tests): the next render is a page load's first screen again. */
export function resetFirstScreen(): void {
  firstScreen = undefined;
}

/**
 * The signed-in user's cached profile: its remitone status may lock the account (the guard
 * prefers it to the user's), so a reload decides with it before any page shows. Its code loads
 * with the signed-in layout, never with the login screen.
 */
const restoreProfile = () =>
  import('@/features/profile').then(({ restoreCachedProfile }) => restoreCachedProfile());

/** The layouts a page sits in (and, signed in, the cached profile the guard reads). */
function layoutLoads(layout: LayoutKind, authenticated: boolean) {
  if (layout === 'auth') return [loadPublicLayout, loadAuthLayout];
  return authenticated ? [loadAppLayout, restoreProfile] : [loadPublicLayout];
}

function PageLoading() {
  return (
    <Center py="16">
      <Spinner aria-label="Loading" />
    </Center>
  );
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

function Frame({
  layout,
  authenticated,
  aside,
  children,
}: {
  layout: LayoutKind;
  authenticated: boolean;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const page = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  if (layout === 'auth') {
    return (
      <PublicLayout>
        <AuthLayout aside={aside}>{page}</AuthLayout>
      </PublicLayout>
    );
  }
  return authenticated ? <AppLayout>{page}</AppLayout> : <PublicLayout>{page}</PublicLayout>;
}

function GuardedRoute({ entry }: { entry: RoutedPage }) {
  const authenticated = useAtomValue(authenticatedAtom);
  const remitoneStatus = useAtomValue(remitoneStatusAtom);
  const [location] = useLocation();
  const search = useSearch();
  useDocumentTitle(pageTitle(entry.route));
  const decision = guardRoute(
    entry.route,
    { authenticated, remitoneStatus },
    search ? `${location}?${search}` : location,
  );
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return <LoadedRoute entry={entry} authenticated={authenticated} />;
}

/**
 * A route the guard let through, once the first screen's pieces are loaded. A component of its own:
 * when the first screen's loads end, the guard may send the user elsewhere (the cached profile
 * locks the account), and React wants a component that suspended on `use` to call it again.
 */
function LoadedRoute({ entry, authenticated }: { entry: RoutedPage; authenticated: boolean }) {
  use(firstScreenLoaded([...layoutLoads(entry.layout, authenticated), entry.preload]));
  return (
    <Frame layout={entry.layout} authenticated={authenticated} aside={entry.aside}>
      <entry.Page />
    </Frame>
  );
}

function NotFound() {
  const authenticated = useAtomValue(authenticatedAtom);
  useDocumentTitle(`${APP_NAME} | Page Not Found`);
  use(firstScreenLoaded([...layoutLoads('auto', authenticated), loadNotFoundPage]));
  return (
    <Frame layout="auto" authenticated={authenticated}>
      <NotFoundPage />
    </Frame>
  );
}

/** Every route of the table, guarded; anything else is the not-found page. */
export function AppRouter() {
  return (
    <Suspense fallback={<BootScreen />}>
      <Switch>
        {ROUTE_TABLE.map((entry) => (
          <Route key={entry.route.pattern} path={entry.route.pattern}>
            <GuardedRoute entry={entry} />
          </Route>
        ))}
        <Route>
          <NotFound />
        </Route>
      </Switch>
    </Suspense>
  );
}
