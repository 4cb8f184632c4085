import { zodResolver } from '@hookform/resolvers/zod';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { alpha } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ProductResponse, UpdateProductBody } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { z } from 'zod';
import {
  useGetSellerProductsQuery,
  useToggleSellerProductStockMutation,
  useUpdateSellerProductMutation,
} from '@/api/seller-products';
import { type Notify, Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { LOW_STOCK } from '../stock';

/** The `?agotados=1` filter, which the dashboard's 'Agotados' card links to. */
const SOLD_OUT_PARAM = 'agotados';
const QuantityForm = z.object({ quantity: UpdateProductBody.shape.quantity.unwrap() });
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Stock per product (product.md#where-we-differ): units, what shoppers see, and the in-stock switch. */
export function InventoryPage() {
  const { data: products, isLoading, error } = useGetSellerProductsQuery();
  const [searchParams, setSearchParams] = useSearchParams();
  const soldOutOnly = searchParams.get(SOLD_OUT_PARAM) === '1';
  const { notify, toastProps } = useToast();

  const setSoldOutOnly = (on: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (on) next.set(SOLD_OUT_PARAM, '1');
        else next.delete(SOLD_OUT_PARAM);
        return next;
      },
      { replace: true },
    );

  const soldOut = products?.filter((p) => !p.in_stock) ?? [];
  const shown = soldOutOnly ? soldOut : (products ?? []);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Inventario
      </Typography>
      {isLoading && <Typography>Cargando...</Typography>}
      {error && <Typography color="error">{errorMessage(error, 'Failed to fetch products')}</Typography>}
      {products?.length === 0 && (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Typography>Aún no tienes productos</Typography>
          <Button variant="contained" component={RouterLink} to={paths.sellerAddProduct}>
            Agregar Producto
          </Button>
        </Stack>
      )}
      {products && products.length > 0 && (
        <>
          <Stack
            direction="row"
            sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
          >
            <Typography color="text.secondary">
              {`${plural(products.length, 'producto', 'productos')}, ${plural(soldOut.length, 'agotado', 'agotados')}`}
            </Typography>
            <FormControlLabel
              control={<Switch checked={soldOutOnly} onChange={(_event, on) => setSoldOutOnly(on)} />}
              label="Solo agotados"
            />
          </Stack>
          {shown.length === 0 ? (
            <Typography>No tienes productos agotados</Typography>
          ) : (
            <Stack component="ul" aria-label="Inventario" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {shown.map((product) => (
                <InventoryRow key={product.id} product={product} notify={notify} />
              ))}
            </Stack>
          )}
        </>
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

function InventoryRow({ product, notify }: { product: ProductResponse; notify: Notify }) {
  const [updateProduct, { isLoading: saving }] = useUpdateSellerProductMutation();
  const [toggleStock, { isLoading: toggling }] = useToggleSellerProductStockMutation();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(QuantityForm),
    // Follows the server: the field resets when the saved quantity changes.
    values: { quantity: product.quantity },
  });
  const low = product.in_stock && product.quantity <= LOW_STOCK;
  const image = product.images[0];

  const save = handleSubmit(async ({ quantity }) => {
    try {
      await updateProduct({ productId: product.id, changes: { quantity } }).unwrap();
      reset({ quantity });
      notify('success', 'Inventario actualizado');
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to update product'));
    }
  });
  const toggle = async () => {
    try {
      await toggleStock(product.id).unwrap();
      notify('success', 'Inventario actualizado');
    } catch (error) {
      // A 409 says why: a product without units cannot be put in stock.
      notify('error', errorMessage(error, 'Failed to update product'));
    }
  };

  return (
    <Box
      component="li"
      aria-label={product.title}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', md: '56px minmax(0, 1fr) auto' },
        alignItems: 'center',
        gap: 2,
        p: 1.5,
        border: 1,
        borderRadius: 1,
        borderColor: low ? 'warning.main' : 'divider',
        bgcolor: low ? (theme) => alpha(theme.palette.warning.main, 0.08) : undefined,
      }}
    >
      <Avatar variant="rounded" src={image} alt="" sx={{ width: 56, height: 56, bgcolor: 'grey.200' }}>
        <Inventory2Outlined color="action" />
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Link
          component={RouterLink}
          to={paths.sellerUpdateProduct.getHref(product.id)}
          sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
        >
          {product.title}
        </Link>
        <Stack direction="row" sx={{ mt: 0.5, gap: 1, flexWrap: 'wrap' }}>
          {product.in_stock ? (
            <Chip size="small" color="success" variant="outlined" label="En existencia" />
          ) : (
            <Chip size="small" color="error" variant="outlined" label="Agotado" />
          )}
          {low && <Chip size="small" color="warning" label="Stock bajo" />}
        </Stack>
      </Box>
      <Stack
        direction="row"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}
      >
        <Stack
          component="form"
          noValidate
          onSubmit={save}
          direction="row"
          sx={{ alignItems: 'flex-start', gap: 1 }}
        >
          <TextField
            label="Cantidad"
            type="number"
            size="small"
            {...register('quantity', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { 'aria-label': `Cantidad de ${product.title}`, min: 0, step: 1 } }}
            sx={{ width: 120, '& .MuiFormHelperText-root': { mx: 0, whiteSpace: 'nowrap' } }}
          />
          <Button type="submit" variant="outlined" disabled={!isDirty} loading={saving}>
            Guardar
          </Button>
        </Stack>
        {/* One width for both labels keeps the controls lined up from row to row. */}
        <Button onClick={toggle} loading={toggling} sx={{ minWidth: { md: 200 } }}>
          {product.in_stock ? 'Marcar como agotado' : 'Poner en existencia'}
        </Button>
      </Stack>
    </Box>
  );
}
