import Box from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import type { ProductResponse } from '@tecnobazar/shared';
import { ProductCard } from './product-card';

interface ProductGridProps {
  products: readonly ProductResponse[];
  /** Columns per breakpoint, e.g. `{ xs: 2, md: 3, lg: 4 }`. */
  columns: Partial<Record<Breakpoint, number>>;
  /** Cards get the wishlist page's remove button. */
  removable?: boolean;
}

export function ProductGrid({ products, columns, removable = false }: ProductGridProps) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      aria-label="Productos"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: template,
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} removable={removable} />
        </li>
      ))}
    </Box>
  );
}
