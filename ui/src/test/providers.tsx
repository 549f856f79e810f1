/** Renders a screen inside the app's providers (jotai store, react-intl in the current language, Chakra). */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale, messages } from '../i18n';
import { localeAtom } from '../state/app';
import { appStore } from '../state/store';

function Localised({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={intlLocale(locale)} messages={messages[locale]}>
      {children}
    </IntlProvider>
  );
}

export function renderInApp(ui: ReactNode) {
  return render(
    <Provider store={appStore}>
      <ChakraProvider value={defaultSystem}>
        <Localised>{ui}</Localised>
      </ChakraProvider>
    </Provider>,
  );
}
