import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Pagination from '@mui/material/Pagination';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { useGetProductsQuery, useGetShopQuery } from '@/api/catalog';
import { PageLoader } from '@/components/page-loader';
import { paginationLabel } from '@/components/pagination-label';
import { ProductGrid } from '@/components/product/product-grid';
import { ShopStats } from '@/components/product/shop-stats';
import { errorMessage } from '@/lib/errors';

/** /tiendas/{sellerId}: a shop's name, rating and sales, and its products, newest first, 12 a page. */
export function ShopPage() {
  const sellerId = Number(useParams().sellerId);
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '', 10) || 1);
  const shop = useGetShopQuery(sellerId);
  const products = useGetProductsQuery({ seller: sellerId, pageNumber: page - 1 });

  if (shop.isLoading) return <PageLoader />;
  if (shop.error || !shop.data)
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(shop.error, 'Tienda no encontrada')}</Alert>
      </Container>
    );
  const { data } = shop;
  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 }, fontWeight: 600 }}>
          {data.businessName}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {data.numRatings > 0 && <Rating value={data.averageRating} precision={0.1} readOnly size="small" />}
          <ShopStats shop={data} />
        </Stack>
      </Stack>
      {products.error ? (
        <Alert severity="error">{errorMessage(products.error, 'Failed to fetch products')}</Alert>
      ) : !products.currentData ? (
        <PageLoader />
      ) : products.currentData.content.length === 0 ? (
        <Typography color="text.secondary">Esta tienda no tiene productos publicados.</Typography>
      ) : (
        <>
          <ProductGrid products={products.currentData.content} columns={{ xs: 1, sm: 2, md: 3, lg: 4 }} />
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
