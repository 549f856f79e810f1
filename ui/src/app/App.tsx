/** Providers (jotai store, react-intl in the UI language, Chakra) and the router under /weberfassung. */
import { ChakraProvider } from '@chakra-ui/react';
import { Provider, useAtomValue } from 'jotai';
import { IntlProvider } from 'react-intl';
import { Route, Router, Switch } from 'wouter';
import { intlLocale, messages } from '../i18n';
import { localeAtom } from '../state/app';
import { appStore } from '../state/store';
import { DialogHost } from '../ui/DialogHost';
import { Toaster } from '../ui/toaster';
import { NotFound } from './NotFound';
import { RouteView } from './RouteView';
import { type AppRoute, appRoutes } from './routes';
import { appSystem } from './theme';

function Localised({ routes, base }: { routes: AppRoute[]; base: string }) {
  const locale = useAtomValue(localeAtom);
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
      <DialogHost />
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
