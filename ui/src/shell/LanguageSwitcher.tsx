/**
 * de / en switch; tells the server when logged in (spec §4 "language switch"). Pointing at or
 * focusing a language already loads its catalogue, so the click switches at once.
 */
import { Button, Group } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { loadCatalogue } from '../i18n';
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
          onPointerEnter={() => void loadCatalogue(l).catch(() => undefined)}
          onFocus={() => void loadCatalogue(l).catch(() => undefined)}
          onClick={() => void switchLanguage(l)}
        >
          {l.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
