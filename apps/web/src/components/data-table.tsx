import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ScrollTable } from './scroll-table';

/** A column heading; a numeric column's heading sits on the right, over its figures. */
export type DataColumn = string | { label: string; numeric?: boolean };

interface DataTableProps {
  /** The table's accessible name, e.g. "Vendedores". */
  label: string;
  columns: readonly DataColumn[];
  /** Fits a desktop's content column; narrower, the table scrolls sideways inside its box. */
  minWidth: number;
  size?: 'small' | 'medium';
  /** Columns at the end of each row that stay in view (the row's actions): see ScrollTable. */
  stickyEnd?: number;
  /** Headings may wrap onto two lines (by default they keep to one). */
  wrapHeadings?: boolean;
  /** The body's rows. */
  children: ReactNode;
  /** Under the table, e.g. a <Pager>. */
  footer?: ReactNode;
}

/** The admin and seller pages' table: bold headings, rows, an optional pager under it. */
export function DataTable({
  label,
  columns,
  minWidth,
  size,
  stickyEnd,
  wrapHeadings = false,
  children,
  footer,
}: DataTableProps) {
  const table = (
    <ScrollTable stickyEnd={stickyEnd}>
      <Table aria-label={label} size={size} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const heading = typeof column === 'string' ? column : column.label;
              return (
                <TableCell
                  key={heading}
                  align={typeof column === 'string' ? undefined : column.numeric ? 'right' : 'left'}
                  sx={wrapHeadings ? { fontWeight: 600 } : { fontWeight: 600, whiteSpace: 'nowrap' }}
                >
                  {heading}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </ScrollTable>
  );
  if (footer === undefined) return table;
  return (
    <Stack spacing={2}>
      {table}
      {footer}
    </Stack>
  );
}

/** What a table shows instead when it has no rows. */
export function EmptyTable({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography>{children}</Typography>
    </Paper>
  );
}
