import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollTable } from './scroll-table';

const HINT = 'Desliza la tabla hacia los lados para ver todas las columnas.';

/** jsdom lays nothing out: the box is `box` px wide, the table `table` px, each cell `cell` px. */
function layout({ box, table, cell }: { box: number; table: number; cell: number }) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(box);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(table);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(cell);
}

function Products() {
  return (
    <ScrollTable stickyEnd={2}>
      <Table aria-label="Productos">
        <TableBody>
          <TableRow>
            <TableCell>Teclado mecánico</TableCell>
            <TableCell>$169.900</TableCell>
            <TableCell>en existencia</TableCell>
            <TableCell>Editar</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </ScrollTable>
  );
}

describe('ScrollTable', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the table scrolls when it is wider than its box, and keeps the last columns at the right edge', () => {
    layout({ box: 358, table: 860, cell: 120 });
    render(<Products />);

    expect(screen.getByText(HINT)).toBeInTheDocument();
    const box = screen.getByRole('table', { name: 'Productos' }).parentElement!;
    // The last column at the edge; the one before it left of the last one's width.
    expect(box.style.getPropertyValue('--sticky-end-0')).toBe('0px');
    expect(box.style.getPropertyValue('--sticky-end-1')).toBe('120px');
    // Columns are hidden under the kept ones until the table is scrolled to its end.
    expect(box).toHaveAttribute('data-hidden-end', 'true');
    vi.spyOn(HTMLElement.prototype, 'scrollLeft', 'get').mockReturnValue(860 - 358);
    fireEvent.scroll(box);
    expect(box).toHaveAttribute('data-hidden-end', 'false');
  });

  it('says nothing when the table fits', () => {
    layout({ box: 1000, table: 1000, cell: 120 });
    render(<Products />);

    expect(screen.queryByText(HINT)).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Productos' }).parentElement).toHaveAttribute(
      'data-hidden-end',
      'false',
    );
  });
});
