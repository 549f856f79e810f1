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

/**
 * Named spacing (Chakra's 4 px steps) of the list screens and administration: use these instead
 * of ad-hoc numbers.
 */
export const SPACE = {
  /** buttons or badges side by side */
  inline: '2',
  /** between the cards of a list, inside a card, between a list and its pager */
  row: '3',
  /** padding of a card */
  card: '3',
  /** between the fields of a form, between a heading and what it heads */
  field: '4',
  /** between the blocks of a screen (the list, a form, the CSV import) */
  section: '8',
} as const;

/** Named type sizes: screen title (h1), a block's heading (h2), hints and limits, small notes. */
export const TYPE = {
  title: 'xl',
  heading: 'md',
  hint: 'sm',
  note: 'xs',
} as const;

/**
 * Label/value pairs inside a card (a phone's list): two columns at every width, the labels' column
 * as wide as its longest label but at most 45 % (a longer label wraps). Items: ALIGNED_ITEM.
 */
export const CARD_PAIRS = {
  display: 'grid',
  gridTemplateColumns: 'fit-content(45%) minmax(0, 1fr)',
  alignItems: 'baseline',
  columnGap: '4',
  rowGap: '1',
} as const;
