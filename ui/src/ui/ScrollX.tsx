/**
 * A box that scrolls sideways on its own when its content (a wide table) is wider than the
 * screen, so that the page itself never does (WCAG 1.4.10 reflow). Keyboard users reach it with
 * Tab and scroll it with the arrow keys; screen readers hear its name.
 */
import { Box, type BoxProps } from '@chakra-ui/react';

export function ScrollX({ label, children, ...rest }: BoxProps & { label: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      maxWidth="100%"
      // the containing block of absolutely placed content (visually hidden texts), which would
      // otherwise escape the clipping and widen the page
      position="relative"
      data-scroll-x=""
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
      {...rest}
    >
      {children}
    </Box>
  );
}
