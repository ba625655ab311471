import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { wrapAnywhere } from './report-blocks';

/** Below this width (MUI's `sm`) a table turns into a list of definition rows. */
const NARROW = '@media (max-width: 599.95px)';

/**
 * A table on a wide screen; below 600 px each row becomes a block of "column: value" lines, so
 * nothing scrolls sideways and a row is a few short lines instead of seven squeezed columns. The
 * roles are explicit: a table whose rows are displayed as blocks keeps its table semantics for a
 * screen reader. Wider than its column anyway (a long word), it scrolls inside its own box, a
 * named region in the tab order so a keyboard can scroll it too.
 */
export function ResponsiveTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}) {
  return (
    <TableContainer
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ maxWidth: '100%' }}
      data-responsive-table
    >
      <Table
        size="small"
        role="table"
        sx={{
          [NARROW]: {
            '& thead': {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tbody, & tr, & th, & td': { display: 'block' },
            '& caption': { display: 'block', textAlign: 'start', px: 0 },
            '& tbody tr': { borderTop: 1, borderColor: 'divider', py: 1 },
            '& tbody th, & tbody td': { border: 0, py: 0.25, px: 0 },
            // The row's name is its heading line, the full width; each other cell is a
            // "column: value" line.
            '& tbody th': { fontWeight: 700 },
            '& tbody td': {
              display: 'grid',
              gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
              gap: 1,
            },
            '& tbody [data-label]::before': {
              content: 'attr(data-label)',
              color: 'text.secondary',
              fontWeight: 400,
            },
          },
        }}
      >
        <caption>{caption}</caption>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col" role="columnheader">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {rows.map((row) => (
            <TableRow key={row.key} role="row">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell
                    key={index}
                    component="th"
                    scope="row"
                    role="rowheader"
                    sx={wrapAnywhere}
                  >
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} role="cell" data-label={columns[index]} sx={wrapAnywhere}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
