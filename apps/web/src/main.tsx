import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource/roboto/300.css';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import { KEEL_VERSION } from '@keel/domain';
import { App } from './app/App';
import { installPreloadErrorReload } from './lib/lazy-route';

console.info(`Keel version ${KEEL_VERSION}`);
installPreloadErrorReload();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
