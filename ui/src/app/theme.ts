/**
 * The Chakra system of the application: Chakra's defaults with the colours that fall short of
 * WCAG 2.1 AA contrast (1.4.3, 4.5:1 for small text) replaced. Chakra's `fg.error` (red.500,
 * 3.8:1 on white) is the colour of every field's error text; red.700 gives 6.5:1.
 * Focus rings stay Chakra's (blue, 2px, outside the control: 1.4.11 and 2.4.7).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const accessible = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
      },
    },
  },
});

export const appSystem = createSystem(defaultConfig, accessible);
