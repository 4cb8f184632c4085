import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useGetProductsQuery, useGetShopQuery } from '@/api/catalog';
import { paginationLabel } from '@/components/pagination-label';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { ShopStats } from '@/components/product/shop-stats';
import { errorMessage } from '@/lib/errors';

// Two on a phone, as search shows them: one card a screen wide was a single column of huge pictures.
const COLUMNS = { xs: 2, md: 3, lg: 4 };
// At least a screen high, so the footer never shows first and then jumps down.
const PAGE_SX = { py: { xs: 2, md: 3 }, minHeight: '100vh' };
const TITLE_SX = { fontSize: { xs: 24, md: 32 }, fontWeight: 600 };

/** /tiendas/{sellerId}: a shop's name, rating and sales, and its products, newest first, 12 a page. */
export function ShopPage() {
  const sellerId = Number(useParams().sellerId);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const shop = useGetShopQuery(sellerId);
  const products = useGetProductsQuery({ seller: sellerId, pageNumber: page - 1 });

  if (shop.isLoading) {
    // The heading's and the grid's places, so the shop's products paint where they stay.
    return (
      <Container maxWidth="xl" sx={PAGE_SX} aria-busy>
        <Stack spacing={1} sx={{ mb: 3 }} aria-hidden>
          <Typography variant="h4" sx={TITLE_SX}>
            <Skeleton width="40%" />
          </Typography>
          <Typography variant="body2">
            <Skeleton width={260} />
          </Typography>
        </Stack>
        <ProductGridSkeleton columns={COLUMNS} count={8} />
      </Container>
    );
  }
  if (shop.error || !shop.data)
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(shop.error, 'Tienda no encontrada')}</Alert>
      </Container>
    );
  const { data } = shop;
  return (
    <Container maxWidth="xl" sx={PAGE_SX}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={TITLE_SX}>
          {data.businessName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minHeight: 20 }}>
          {data.numRatings > 0 && <Rating value={data.averageRating} precision={0.1} readOnly size="small" />}
          <ShopStats shop={data} />
        </Stack>
      </Stack>
      {products.error ? (
        <Alert severity="error">{errorMessage(products.error, 'Failed to fetch products')}</Alert>
      ) : !products.currentData ? (
        <ProductGridSkeleton columns={COLUMNS} count={8} />
      ) : products.currentData.content.length === 0 ? (
        <Typography color="text.secondary">Esta tienda no tiene productos publicados.</Typography>
      ) : (
        <>
          <ProductGrid products={products.currentData.content} columns={COLUMNS} />
          {products.currentData.totalPages > 1 && (
            <Pagination
              count={products.currentData.totalPages}
              page={page}
              color="primary"
              onChange={(_event, next) => setSearchParams(next > 1 ? { page: String(next) } : {})}
              getItemAriaLabel={paginationLabel}
              sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}
            />
          )}
        </>
      )}
    </Container>
  );
}
