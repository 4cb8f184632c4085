import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateProductBody } from '@tecnobazar/shared';
import { useCreateSellerProductMutation } from '@/api/seller-products';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { ProductForm } from './product-form';

export function AddProductPage() {
  const [createProduct] = useCreateSellerProductMutation();
  const { notify, toastProps } = useToast();

  const onSubmit = async (body: CreateProductBody) => {
    try {
      await createProduct(body).unwrap();
      notify('success', 'Producto creado con éxito');
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to create product'));
      return false;
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Agregar Producto
      </Typography>
      <ProductForm mode="add" onSubmit={onSubmit} />
      <Toast {...toastProps} />
    </Stack>
  );
}
