/**
 * The editor menu below 768 px: one select "Schritt 3 von 10" with previous/next buttons instead
 * of the ten links, so that the first screen of a phone shows the form. Choosing a step moves
 * focus to the new screen's heading, as the menu does.
 */
import { Button, Flex, NativeSelect } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ADVANCED_MENU, EASY_MENU, type ScreenId } from '../screens/screenDefs';
import { userSettingsAtom } from '../state/atoms';
import { screenErrorCountsAtom } from '../state/screenErrors';
import { focusHeadingNext } from './screenHeading';

export function StepSelector({ current }: { current: ScreenId }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const counts = useAtomValue(screenErrorCountsAtom);
  const entries = isEasyMode ? EASY_MENU : ADVANCED_MENU;
  const index = entries.indexOf(current);
  const go = (screen: ScreenId | undefined) => {
    if (!screen || screen === current) return;
    focusHeadingNext();
    navigate(`/${screen}`);
  };
  const label = (screen: ScreenId, i: number) => {
    const count = counts[screen] ?? 0;
    const name = intl.formatMessage({ id: `editor.menu.${screen}` });
    const step = intl.formatMessage({ id: 'editor.step.of' }, { step: i + 1, total: entries.length, name });
    return count > 0 && screen !== 'ValidateView'
      ? `${step} (${intl.formatMessage({ id: 'editor.menu.errors' }, { count })})`
      : step;
  };
  return (
    <Flex
      as="nav"
      aria-label={intl.formatMessage({ id: 'editor.menu.label' })}
      gap={2}
      align="center"
      width="full"
    >
      <Button
        size="sm"
        variant="outline"
        disabled={index <= 0}
        onClick={() => go(entries[index - 1])}
        aria-label={intl.formatMessage({ id: 'editor.step.previous' })}
        data-testid="step-previous"
      >
        ‹
      </Button>
      <NativeSelect.Root size="sm" flex="1" minWidth={0}>
        <NativeSelect.Field
          aria-label={intl.formatMessage({ id: 'editor.step.choose' })}
          value={current}
          onChange={(e) => go(e.target.value as ScreenId)}
          data-testid="step-select"
          // a long step name ends in "…" instead of being cut off at 390 px
          textOverflow="ellipsis"
        >
          {entries.map((screen, i) => (
            <option key={screen} value={screen}>
              {label(screen, i)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Button
        size="sm"
        variant="outline"
        disabled={index < 0 || index >= entries.length - 1}
        onClick={() => go(entries[index + 1])}
        aria-label={intl.formatMessage({ id: 'editor.step.next' })}
        data-testid="step-next"
      >
        ›
      </Button>
    </Flex>
  );
}
