import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Navigate, Link as RouterLink } from 'react-router';
import { useWishlist } from '@/api/wishlist';
import { PageLoader } from '@/components/page-loader';
import { ProductGrid } from '@/components/product/product-grid';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import { WishlistAddToCart } from './wishlist-add-to-cart';

export function WishlistPage() {
  const { signedIn, currentData: wishlist, isFetching, error } = useWishlist();
  const loginReturn = useLoginReturn();
  const { notify, toastProps } = useToast();

  if (!signedIn) return <Navigate to={paths.login} replace {...loginReturn} />;
  if (error) {
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(error, 'Failed to fetch wishlist')}</Alert>
      </Container>
    );
  }
  if (!wishlist && isFetching) return <PageLoader />;

  const products = wishlist?.products ?? [];
  if (products.length === 0) {
    return (
      <Container sx={{ py: 10, textAlign: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }} gutterBottom>
          Vaya, se siente tan ligero!
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          No hay nada en tu lista de deseos, agreguemos algunos artículos.
        </Typography>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Volver al inicio
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 3 }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Mi lista de deseos
        </Typography>
        <Typography color="text.secondary">
          {products.length === 1 ? '1 producto' : `${products.length} productos`}
        </Typography>
      </Box>
      <ProductGrid
        products={products}
        columns={{ xs: 2, md: 3, lg: 4, xl: 5 }}
        removable
        cardFooter={(product) => <WishlistAddToCart product={product} notify={notify} />}
      />
      <Toast {...toastProps} />
    </Container>
  );
}
