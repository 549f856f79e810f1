/** Test helper: renders editor parts inside the app's providers (jotai store, intl, Chakra). */
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import { Provider, useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlLocale, messages } from '../../i18n';
import { localeAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { DialogHost } from '../../ui/DialogHost';

function WithIntl({ children }: { children: ReactNode }) {
  const locale = useAtomValue(localeAtom);
  return (
    <IntlProvider locale={intlLocale(locale)} defaultLocale="de-DE" messages={messages[locale]}>
      {children}
      <DialogHost />
    </IntlProvider>
  );
}

export function renderWithApp(ui: ReactNode) {
  return render(
    <Provider store={appStore}>
      <ChakraProvider value={defaultSystem}>
        <WithIntl>{ui}</WithIntl>
      </ChakraProvider>
    </Provider>,
  );
}
