import { renderToString } from 'react-dom/server';
import { ChakraProvider } from '@chakra-ui/react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Router } from 'wouter';
import PublicLayout from '@/features/shell/pages/public-layout.tsx';
import AuthLayout from '@/features/shell/pages/auth-layout.tsx';
import LoginPage from '@/features/auth/pages/login-page.tsx';
import { withoutRuntimeGlobalCss } from './static-global-css.ts';
import { appSystem } from './theme.ts';

/**
 * The login screen as the app first renders it on `/` (no UI options yet, a phone's width), as
 * HTML with its styles, for index.html (scripts/prerender-login.ts): the login screen paints
 * before any script has loaded, and the app replaces it with the live one.
 */
export function loginScreenHtml(): string {
  const system = withoutRuntimeGlobalCss(appSystem()); // index.html carries the global CSS
  return renderToString(
    <ChakraProvider value={system}>
      <JotaiProvider store={createStore()}>
        <Router ssrPath="/">
          <PublicLayout>
            <AuthLayout>
              <LoginPage />
            </AuthLayout>
          </PublicLayout>
        </Router>
      </JotaiProvider>
    </ChakraProvider>,
  );
}
