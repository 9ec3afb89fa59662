import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '@/app/provider.tsx';
import { App } from '@/app/app.tsx';
import { startPwa } from '@/features/pwa';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

startPwa();

createRoot(root).render(
  <StrictMode>
    <AppProvider>
      <App />
    </AppProvider>
  </StrictMode>,
);
