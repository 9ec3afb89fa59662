import { StrictMode } from 'react';
import { AppProvider } from './provider.tsx';
import { App } from './app.tsx';

/** The app as the page renders it, and as the build prerenders the login screen (hydrated then). */
export function appElement() {
  return (
    <StrictMode>
      <AppProvider>
        <App />
      </AppProvider>
    </StrictMode>
  );
}
