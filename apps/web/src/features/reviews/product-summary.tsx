import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetProductQuery } from '@/api/catalog';
import { PageLoader } from '@/components/page-loader';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

/** The product beside its reviews (product.md#reviews): first image, shop, title, prices and discount. */
export function ProductSummary({ productId }: { productId: number }) {
  const { data: product, error, isLoading } = useGetProductQuery(productId);
  if (isLoading) return <PageLoader />;
  if (error || !product)
    return <Alert severity="error">{errorMessage(error, 'Failed to fetch product')}</Alert>;
  return (
    <Stack component="section" aria-label="Producto" spacing={2}>
      {product.images[0] && (
        <Box
          component="img"
          src={product.images[0]}
          alt={product.title}
          sx={{ width: '100%', maxWidth: 360, aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
        />
      )}
      <Box>
        <Typography variant="subtitle1" sx={{ fontWeight: 700, color: 'primary.main' }}>
          {product.seller.businessDetails.businessName}
        </Typography>
        <Typography variant="h6" component="p">
          {product.title}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="selling-price">
          {formatPrice(product.sellingPrice)}
        </Typography>
        <Typography component="s" sx={{ color: 'text.secondary' }} data-testid="mrp-price">
          {formatPrice(product.mrpPrice)}
        </Typography>
        <Typography sx={{ color: 'success.main', fontWeight: 600 }}>
          {product.discountPercent}% de descuento
        </Typography>
      </Stack>
    </Stack>
  );
}
