/** Providers (jotai store, react-intl in the UI language, Chakra) and the router under /weberfassung. */
import { ChakraProvider } from '@chakra-ui/react';
import { Provider, useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { IntlProvider } from 'react-intl';
import { Route, Router, Switch } from 'wouter';
import { intlLocale, messages } from '../i18n';
import { useShownLocale } from '../i18n/useShownLocale';
import { appStore } from '../state/store';
import { dialogsAtom } from '../ui/dialogs';
import { Toaster } from '../ui/toaster';
import { NotFound } from './NotFound';
import { RouteView } from './RouteView';
import { type AppRoute, appRoutes } from './routes';
import { appSystem } from './theme';

// the dialog (Chakra's with its focus trap) loads with the first dialog, not with the first screen
const DialogHost = lazy(() => import('../ui/DialogHost').then((m) => ({ default: m.DialogHost })));

function Dialogs() {
  const open = useAtomValue(dialogsAtom).length > 0;
  return open ? (
    <Suspense fallback={null}>
      <DialogHost />
    </Suspense>
  ) : null;
}

function Localised({ routes, base }: { routes: AppRoute[]; base: string }) {
  const locale = useShownLocale();
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="de-DE" messages={messages[locale]}>
      <Router base={base}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              {(params) => <RouteView route={route} params={params} />}
            </Route>
          ))}
          <Route>
            <NotFound />
          </Route>
        </Switch>
      </Router>
      <Dialogs />
      <Toaster />
    </IntlProvider>
  );
}

export function App({ routes = appRoutes, base = '/weberfassung' }: { routes?: AppRoute[]; base?: string }) {
  return (
    <Provider store={appStore}>
      <ChakraProvider value={appSystem}>
        <Localised routes={routes} base={base} />
      </ChakraProvider>
    </Provider>
  );
}
