/** de / en switch; tells the server when logged in (spec §4 "language switch"). */
import { Button, Group } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { switchLanguage } from '../session/actions';
import { LOCALES, localeAtom } from '../state/app';

export function LanguageSwitcher() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  return (
    <Group attached role="group" aria-label={intl.formatMessage({ id: 'footer.language' })}>
      {LOCALES.map((l) => (
        <Button
          key={l}
          size="xs"
          variant={l === locale ? 'solid' : 'outline'}
          aria-pressed={l === locale}
          lang={l}
          onClick={() => void switchLanguage(l)}
        >
          {l.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
