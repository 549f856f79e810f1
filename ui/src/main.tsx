/** Entry: configuration at startup, the session timer after a reload, the service worker, the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadConfiguration } from './session/actions';
import { localeAtom } from './state/app';
import { appStore } from './state/store';
import { registerServiceWorker } from './sw/register';

document.documentElement.lang = appStore.get(localeAtom);
void loadConfiguration();
registerServiceWorker();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
