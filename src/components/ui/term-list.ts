/**
 * A `dl` of terms and their values as a two-column grid: the term in bold, its value beside it.
 * Spread it and override the columns or gaps where a list needs others.
 */
export const termListSx = {
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: 2,
  rowGap: 1,
  m: 0,
  '& dt': { fontWeight: 700 },
  // A long address or e-mail breaks rather than widening the page on a narrow screen.
  '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
} as const;
