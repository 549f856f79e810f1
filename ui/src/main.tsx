/** Entry: configuration at startup, the session timer after a reload, the service worker, the app. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadCatalogue } from './i18n';
import { loadConfiguration } from './session/actions';
import { localeAtom } from './state/app';
import { appStore } from './state/store';
import { registerServiceWorker } from './sw/register';

document.documentElement.lang = appStore.get(localeAtom);
void loadConfiguration();
registerServiceWorker();

const root = document.getElementById('root');
// a page opened in English renders once the English catalogue is there (German comes with the code)
if (root)
  void loadCatalogue(appStore.get(localeAtom))
    .catch(() => undefined)
    .then(() =>
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      ),
    );
