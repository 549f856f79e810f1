/**
 * Style props of the design system's patterns that Chakra's recipes would otherwise override
 * (global CSS sits below the recipes' cascade layer, style props above): spread them onto the
 * Chakra parts. See docs/design-system.md.
 */

/** A number column: header and cells right-aligned, figures of equal width, no wrapping. */
export const NUMERIC = {
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
} as const;

/** The props of a column header or cell: numeric or not. */
export const numericIf = (on: boolean) => (on ? NUMERIC : {});

/** Label/value pairs (a DataList): labels in one column, values aligned in the next (one below 480 px). */
export const ALIGNED_LIST = {
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' },
  columnGap: '6',
  rowGap: { base: '1', sm: '3' },
} as const;

/** Each pair of an aligned list: its label and value become cells of the list's grid. */
export const ALIGNED_ITEM = { display: 'contents' } as const;
