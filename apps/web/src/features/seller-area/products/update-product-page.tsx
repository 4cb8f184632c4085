import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductResponse, UpdateProductBody } from '@tecnobazar/shared';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useGetSellerProductsQuery, useUpdateSellerProductMutation } from '@/api/seller-products';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { type ProductEdit, ProductForm } from './product-form';

/**
 * The fields the seller changed: a field left alone is not sent, so the form does not write back a stock
 * that Inventario changed since the page was opened.
 */
function changesTo(product: ProductResponse, edit: ProductEdit): UpdateProductBody {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(edit)) {
    // A product without a model number may answer none (undefined) where the form reads null.
    const stored = product[field as keyof ProductEdit] ?? null;
    if (JSON.stringify(value) !== JSON.stringify(stored)) changes[field] = value;
  }
  return changes as UpdateProductBody;
}

export function UpdateProductPage() {
  const { productId } = useParams();
  const { data: products, isLoading, error } = useGetSellerProductsQuery();
  const [updateProduct] = useUpdateSellerProductMutation();
  const { notify, toastProps } = useToast();
  const product = products?.find((p) => String(p.id) === productId);

  const onSubmit = async (edit: ProductEdit) => {
    if (!product) return;
    try {
      await updateProduct({ productId: product.id, changes: changesTo(product, edit) }).unwrap();
      notify('success', 'Producto actualizado con éxito');
    } catch (err) {
      notify('error', errorMessage(err, 'Failed to update product'));
    }
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando producto" />
      </Box>
    );
  } else if (!products) {
    content = <Alert severity="error">{errorMessage(error, 'Failed to fetch products')}</Alert>;
  } else if (!product) {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={Link} to={paths.sellerProducts} color="inherit" size="small">
            Ver productos
          </Button>
        }
      >
        Producto no encontrado
      </Alert>
    );
  } else {
    // A new product id starts a new form with that product's values.
    content = <ProductForm key={product.id} mode="update" product={product} onSubmit={onSubmit} />;
  }

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Actualizar Producto
      </Typography>
      {content}
      <Toast {...toastProps} />
    </Stack>
  );
}
