/**
 * The editor menu in the spec's order for the current mode; red badge = errors on that screen,
 * read out by screen readers as part of the entry's name ("Käufer, 3 Fehler").
 */
import { Badge, Box, Link as ChakraLink, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { ADVANCED_MENU, EASY_MENU, type ScreenId } from '../screens/screenDefs';
import { userSettingsAtom } from '../state/atoms';
import { screenErrorCountsAtom } from '../state/screenErrors';
import { focusHeadingNext } from './screenHeading';

export function EditorMenu({ current }: { current: ScreenId }) {
  const intl = useIntl();
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  const counts = useAtomValue(screenErrorCountsAtom);
  const entries = isEasyMode ? EASY_MENU : ADVANCED_MENU;
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'editor.menu.label' })} minWidth="220px">
      <Stack gap={1}>
        {entries.map((screen) => {
          const count = counts[screen] ?? 0;
          return (
            <ChakraLink
              asChild
              key={screen}
              px={2}
              py={1}
              color="fg"
              textDecoration={screen === current ? 'underline' : 'none'}
              _hover={{ textDecoration: 'underline' }}
              borderRadius="md"
              fontWeight={screen === current ? 'bold' : 'normal'}
              bg={screen === current ? 'gray.100' : undefined}
              aria-current={screen === current ? 'page' : undefined}
            >
              <Link href={`/${screen}`} data-testid={`menu-${screen}`} onClick={focusHeadingNext}>
                {intl.formatMessage({ id: `editor.menu.${screen}` })}
                {count > 0 && screen !== 'ValidateView' ? (
                  <>
                    <Badge
                      ms={2}
                      colorPalette="red"
                      variant="solid"
                      data-testid={`badge-${screen}`}
                      aria-hidden
                    >
                      {count}
                    </Badge>
                    {/* the badge's text alternative, part of the link's name: "Käufer, 3 Fehler" */}
                    <VisuallyHidden>
                      , {intl.formatMessage({ id: 'editor.menu.errors' }, { count })}
                    </VisuallyHidden>
                  </>
                ) : null}
              </Link>
            </ChakraLink>
          );
        })}
      </Stack>
    </Box>
  );
}
