import CloseIcon from '@mui/icons-material/Close';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Drawer from '@mui/material/Drawer';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { findCategory } from '@tecnobazar/shared/constants/categories';
import { useDeferredValue, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { type ProductSort, useGetFacetsQuery, useGetProductsQuery } from '@/api/catalog';
import { NotFoundPage } from '@/components/not-found-page';
import { BuildFitChip, useBuildFit } from '@/components/product/build-fit-chip';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { useOpenBuild } from '@/lib/build/open-build';
import { errorMessage } from '@/lib/errors';
import { CategoryBreadcrumbs } from './category-breadcrumbs';
import { ProductFilters } from './product-filters';
import { useListingParams } from './use-listing-params';

// Two on a phone, as search shows them: one card a screen wide was a single column of huge pictures.
const COLUMNS = { xs: 2, md: 3, lg: 4 };

export function ProductListPage() {
  const { categoryId = '' } = useParams();
  // A category the catalogue does not have is an address that leads nowhere, not an empty listing.
  const category = findCategory(categoryId);
  if (!category) return <NotFoundPage />;
  return <CategoryListing categoryId={categoryId} title={category.name} />;
}

function CategoryListing({ categoryId, title }: { categoryId: string; title: string }) {
  const { color, price, discount, specs, fit, sort, page, setFilters, setSpec, setPage, clearAll } =
    useListingParams();
  // With a PC build open, the facets say how each product fits it (and `fit` keeps those that do).
  const [openBuild] = useOpenBuild();
  const build =
    openBuild.parts
      .map((p) => p.productId)
      .sort((a, b) => a - b)
      .join(',') || undefined;
  // Each card says how its product fits the build too.
  const fitOf = useBuildFit();
  const isLarge = useMediaQuery(useTheme().breakpoints.up('lg'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const filterQuery = {
    category: categoryId,
    color,
    price,
    minDiscount: discount,
    specs,
    ...(build && { build, ...(fit.length > 0 && { fit: fit.join(',') }) }),
  };
  const { data, currentData, isFetching, error } = useGetProductsQuery({
    ...filterQuery,
    sort,
    pageNumber: page - 1,
  });
  // While new counts load, the previous ones stay (no flicker of the whole panel).
  const { data: facets } = useGetFacetsQuery(filterQuery);

  const filters = (
    <ProductFilters
      level2={level2Of(categoryId)}
      facets={facets}
      color={color}
      price={price}
      discount={discount}
      specs={specs}
      fit={fit}
      onChange={setFilters}
      onSpecChange={setSpec}
      onClear={clearAll}
    />
  );

  // While the next page or filter loads, the previous results stay on screen, dimmed.
  // Drawn in a background render that yields to the browser: one long task on a slow phone otherwise.
  const latest = currentData ?? (isFetching ? data : undefined);
  const shown = useDeferredValue(latest);
  // Busy until the cards on screen are the answer's, not only until it arrives.
  const busy = isFetching || shown !== latest;
  const stale = isFetching && currentData === undefined && shown !== undefined;

  const results = () => {
    if (error && !isFetching) {
      return <Alert severity="error">{errorMessage(error, 'Failed to fetch products')}</Alert>;
    }
    // Cards the size of the real ones, so the first row paints where it will stay.
    if (!shown) return <ProductGridSkeleton columns={COLUMNS} count={8} />;
    if (shown.content.length === 0 && shown.totalElements > 0) {
      // A page past the last one (an old link, or an edited address): the products are on earlier pages.
      return (
        <Stack spacing={2} alignItems="center" sx={{ py: 8, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {`La página ${page} no existe: ${title} tiene ${shown.totalPages} ${shown.totalPages === 1 ? 'página' : 'páginas'}.`}
          </Typography>
          <Button variant="outlined" onClick={() => setPage(1)}>
            Ir a la primera página
          </Button>
        </Stack>
      );
    }
    if (shown.content.length === 0) {
      return (
        <Typography color="text.secondary" sx={{ py: 8, textAlign: 'center' }}>
          {`Producto no encontrado para ${title}`}
        </Typography>
      );
    }
    return (
      <>
        <ProductGrid
          products={shown.content}
          columns={COLUMNS}
          cardFooter={(product) => <BuildFitChip status={fitOf(product)} />}
        />
        {shown.totalPages > 1 && (
          <Pagination
            count={shown.totalPages}
            page={page}
            color="primary"
            onChange={(_event, nextPage) => {
              setPage(nextPage);
              headingRef.current?.scrollIntoView?.({ behavior: 'smooth' });
            }}
            getItemAriaLabel={(type, itemPage, selected) => {
              if (type === 'page') return selected ? `Página ${itemPage}` : `Ir a la página ${itemPage}`;
              return type === 'previous' ? 'Página anterior' : type === 'next' ? 'Página siguiente' : type;
            }}
            sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
          />
        )}
      </>
    );
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <CategoryBreadcrumbs categoryId={categoryId} />
      <Typography
        ref={headingRef}
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 600, mb: 2, scrollMarginTop: 90 }}
      >
        {title}
      </Typography>
      <Stack direction="row" spacing={2} alignItems="center" justifyContent="space-between" sx={{ mb: 2 }}>
        {isLarge ? (
          <Typography variant="body2" color="text.secondary" aria-live="polite">
            {shown ? countText(shown.totalElements) : ''}
          </Typography>
        ) : (
          <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => setFiltersOpen(true)}>
            Filtros
          </Button>
        )}
        <FormControl size="small" sx={{ minWidth: 170 }}>
          <InputLabel id="sort-label">Ordenar por</InputLabel>
          <Select
            labelId="sort-label"
            label="Ordenar por"
            value={sort ?? ''}
            onChange={(event) => setFilters({ sort: event.target.value as ProductSort })}
          >
            <MenuItem value="price_low">Precio bajo</MenuItem>
            <MenuItem value="price_high">Precio alto</MenuItem>
          </Select>
        </FormControl>
      </Stack>

      <Stack direction="row" spacing={3} alignItems="flex-start">
        {isLarge && (
          <Box
            component="aside"
            aria-label="Filtros"
            sx={{ width: 250, flexShrink: 0, position: 'sticky', top: 86 }}
          >
            {filters}
          </Box>
        )}
        {/* At least a screen high, so the footer never shows above results that are still on their way. */}
        <Box sx={{ flex: 1, minWidth: 0, minHeight: '100vh' }} aria-busy={busy}>
          {/* The bar's room is kept so the grid does not jump when it appears. */}
          {stale ? (
            <LinearProgress aria-label="Cargando productos" sx={{ mb: 1 }} />
          ) : (
            <Box sx={{ height: 4, mb: 1 }} />
          )}
          {/* The line keeps its height before the count arrives. */}
          {!isLarge && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1, minHeight: '1.43em' }}>
              {shown ? countText(shown.totalElements) : ''}
            </Typography>
          )}
          <Box sx={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms' }}>{results()}</Box>
        </Box>
      </Stack>

      {!isLarge && (
        <Drawer open={filtersOpen} onClose={() => setFiltersOpen(false)}>
          <Box component="aside" aria-label="Filtros" sx={{ width: 300, p: 2 }}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
              <IconButton aria-label="Cerrar filtros" onClick={() => setFiltersOpen(false)}>
                <CloseIcon />
              </IconButton>
            </Box>
            {filters}
          </Box>
        </Drawer>
      )}
    </Container>
  );
}

/** The count above the grid; nothing when the empty state already says so. */
const countText = (count: number) => (count === 0 ? '' : count === 1 ? '1 producto' : `${count} productos`);

/** The level-2 category of a listing's category (itself, or the parent of a level-3 one). */
function level2Of(categoryId: string): string | undefined {
  const category = findCategory(categoryId);
  if (category?.level === 2) return category.categoryId;
  if (category?.level === 3) return category.parentCategoryId ?? undefined;
  return undefined;
}
