import { Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { useAtomValue } from 'jotai';
import { Center, Spinner } from '@chakra-ui/react';
import { authenticatedAtom, remitoneStatusAtom } from '@/features/auth';
import { pageTitle, APP_NAME } from '@/config/paths.ts';
import { lazyPage } from '@/lib/lazy-page.ts';
import { ROUTE_TABLE, type LayoutKind, type RoutedPage } from './route-table.tsx';
import { guardRoute } from './route-guard.ts';

const PublicLayout = lazyPage(() => import('@/features/shell/pages/public-layout.tsx'));
const AppLayout = lazyPage(() => import('@/features/shell/pages/app-layout.tsx'));
const AuthLayout = lazyPage(() => import('@/features/shell/pages/auth-layout.tsx'));
const NotFoundPage = lazyPage(() => import('@/features/shell/pages/not-found-page.tsx'));

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

function Frame({ layout, authenticated, children }: { layout: LayoutKind; authenticated: boolean; children: ReactNode }) {
  const page = <Suspense fallback={<PageLoading />}>{children}</Suspense>;
  if (layout === 'auth') {
    return (
      <PublicLayout>
        <AuthLayout>{page}</AuthLayout>
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
  const decision = guardRoute(entry.route, { authenticated, remitoneStatus }, search ? `${location}?${search}` : location);
  if (decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return (
    <Frame layout={entry.layout} authenticated={authenticated}>
      <entry.Page />
    </Frame>
  );
}

function NotFound() {
  const authenticated = useAtomValue(authenticatedAtom);
  useDocumentTitle(`${APP_NAME} | Page Not Found`);
  return (
    <Frame layout="auto" authenticated={authenticated}>
      <NotFoundPage />
    </Frame>
  );
}

/** Every route of the table, guarded; anything else is the not-found page. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageLoading />}>
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
