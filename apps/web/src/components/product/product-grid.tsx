import Box from '@mui/material/Box';
import { type Breakpoint, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ProductResponse } from '@tecnobazar/shared';
import { type ReactNode, useDeferredValue } from 'react';
import { ProductCard, ProductCardSkeleton } from './product-card';

type Columns = Partial<Record<Breakpoint, number>>;

/** Cards drawn in the first render: two rows of four, more than any screen shows before scrolling. */
const FIRST_CARDS = 8;

interface ProductGridProps {
  products: readonly ProductResponse[];
  /** Columns per breakpoint, e.g. `{ xs: 2, md: 3, lg: 4 }`. */
  columns: Columns;
  /** Cards get the wishlist page's remove button. */
  removable?: boolean;
  /** Controls drawn under each card's link (the wishlist's add to cart). */
  cardFooter?: (product: ProductResponse) => ReactNode;
  /**
   * The grid is the page's first content: the first two rows' pictures load at once, the very first one
   * ahead of everything. Two rows, because a phone shows two whole rows, and the browser takes the
   * largest picture painted as the page's largest paint: a second-row picture a few pixels larger (images
   * differ slightly in their own shape) won it, and as a lazy one it waited for the page's code
   * (Lighthouse's phone: the listing's LCP 1.4 s or 3.4 s, depending on which painted first).
   * Off for a grid further down the page.
   */
  priority?: boolean;
}

export function ProductGrid({
  products,
  columns,
  removable = false,
  priority = true,
  cardFooter,
}: ProductGridProps) {
  const sizes = useCardSizes(columns);
  const onFirstScreen = 2 * useColumnCount(columns);
  // The rest follow in a background render that yields to the browser: on a slow phone a whole page of
  // cards is one long task, and the first pictures would start loading only after it.
  const shown = useDeferredValue(products, products.slice(0, FIRST_CARDS));
  return (
    <GridList columns={columns} label="Productos">
      {shown.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            removable={removable}
            sizes={sizes}
            imagePriority={!priority || index >= onFirstScreen ? 'lazy' : index === 0 ? 'high' : 'eager'}
            footer={cardFooter?.(product)}
          />
        </li>
      ))}
    </GridList>
  );
}

/** The grid's shape while its products load: `count` cards the size of real ones, so nothing moves after. */
export function ProductGridSkeleton({ columns, count }: { columns: Columns; count: number }) {
  return (
    // Announced once as loading; the placeholder cards themselves say nothing.
    <Box role="status" aria-label="Cargando productos">
      <GridList columns={columns} hidden>
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders, all alike and never reordered
          <li key={index}>
            <ProductCardSkeleton />
          </li>
        ))}
      </GridList>
    </Box>
  );
}

interface GridListProps {
  columns: Columns;
  /** The list's name; a list of placeholders has none and is hidden from assistive technology. */
  label?: string;
  hidden?: boolean;
  children: ReactNode;
}

function GridList({ columns, label, hidden = false, children }: GridListProps) {
  const template = Object.fromEntries(
    Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
  );
  return (
    <Box
      component="ul"
      aria-label={label}
      aria-hidden={hidden || undefined}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: template,
        gap: { xs: 1.5, sm: 2 },
      }}
    >
      {children}
    </Box>
  );
}

/** How many columns the grid has on this screen now: the cards of the first row. */
function useColumnCount(columns: Columns): number {
  const { breakpoints } = useTheme();
  const options = { noSsr: true }; // read before the first paint, not after
  const matches: Record<Breakpoint, boolean> = {
    xs: true,
    sm: useMediaQuery(breakpoints.up('sm'), options),
    md: useMediaQuery(breakpoints.up('md'), options),
    lg: useMediaQuery(breakpoints.up('lg'), options),
    xl: useMediaQuery(breakpoints.up('xl'), options),
  };
  let count = 1;
  for (const key of breakpoints.keys) if (matches[key] && columns[key] !== undefined) count = columns[key];
  return count;
}

/** A card's width at each breakpoint, for the browser to choose a picture: a column's share of the screen. */
function useCardSizes(columns: Columns): string {
  const { breakpoints } = useTheme();
  const entries = breakpoints.keys
    .filter((key) => columns[key] !== undefined)
    .map((key) => [breakpoints.values[key], columns[key]!] as const)
    .sort(([a], [b]) => b - a);
  const rules = entries.map(([minWidth, count]) => {
    const width = `${Math.ceil(100 / count)}vw`;
    return minWidth > 0 ? `(min-width: ${minWidth}px) ${width}` : width;
  });
  // Without a rule for the narrowest screens, the grid has one column there.
  if (entries.at(-1)?.[0] !== 0) rules.push('100vw');
  return rules.join(', ');
}
