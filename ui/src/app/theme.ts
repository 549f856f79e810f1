/**
 * The Chakra system of the application — its small design system:
 * - colours: Chakra's defaults with those that fall short of WCAG 2.1 AA contrast (1.4.3, 4.5:1
 *   for small text) replaced; `fg.error` (red.500, 3.8:1 on white) becomes red.700 (6.5:1);
 * - type scale: page title h1 `xl`, editor screen title h2 `lg`, section titles `md`, body `md`,
 *   help and hints `sm` (ui/README design notes);
 * - tables: column headers in the muted colour, semibold; a numeric column (`data-numeric` on
 *   its header and its cells) is right-aligned with figures of equal width, header included;
 * - label/value pairs: `data-aligned` on a DataList puts labels and values in two aligned columns
 *   (one below 480 px);
 * - forms: label above its field, calendar buttons as tall as their date fields (forms/DateInput).
 * - links: underlined, so that they are seen as links without relying on colour.
 * Focus rings stay Chakra's (blue, 2px, outside the control: 1.4.11 and 2.4.7).
 */
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const accessible = defineConfig({
  theme: {
    // a link looks like one: underlined (in running text colour alone would not do, WCAG 1.4.1);
    // navigation lists (top navigation, editor menu) set their own look
    recipes: {
      link: {
        base: {
          textDecoration: 'underline',
          textUnderlineOffset: '3px',
        },
      },
    },
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
