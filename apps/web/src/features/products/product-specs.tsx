import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductResponse } from '@tecnobazar/shared';
import { specRows } from '@tecnobazar/shared/specs/format';

/** 'Especificaciones': the product's stated specifications in its category's order; nothing when none. */
export function ProductSpecs({ product }: { product: ProductResponse }) {
  const rows = specRows(product.category.parentCategoryId ?? '', product.specs);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="product-specs-heading">
      <Typography id="product-specs-heading" variant="h6" component="h2" gutterBottom>
        Especificaciones
      </Typography>
      <Table size="small" aria-labelledby="product-specs-heading">
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.label}>
              <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '45%', pl: 0 }}>
                {row.label}
              </TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{row.value}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
