import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/theme/fonts.css';
import { KEEL_VERSION } from '@keel/domain';
import { App } from './app/App';
import { installPreloadErrorReload } from './lib/lazy-route';
import { installOfflineState } from './app/offline/offline-wiring';

console.info(`Keel version ${KEEL_VERSION}`);
installPreloadErrorReload();
installOfflineState();
// The offline service worker (docs/offline-reads.md): registered once the page has loaded, so its
// downloads never compete with the first screen's.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  window.addEventListener('load', () => {
    void import('./app/offline/register-sw').then((m) => m.registerServiceWorker());
  });

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
