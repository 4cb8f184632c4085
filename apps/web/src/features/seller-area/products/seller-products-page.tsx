import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProductResponse } from '@tecnobazar/shared';
import { COLORS } from '@tecnobazar/shared/constants/catalog';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  useDeleteSellerProductMutation,
  useGetSellerProductsQuery,
  useToggleSellerProductStockMutation,
} from '@/api/seller-products';
import { ColorSwatch } from '@/components/color-swatch';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { Pager } from '@/components/pager';
import { type Notify, Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

const PAGE_SIZE = 3;
const COLUMNS = [
  'Imagen',
  'Título',
  'Precio Sugerido',
  'Precio de Venta',
  'Color',
  'Actualizar Stock',
  // Holds the row's actions: edit, and delete (the "removes products"; the spec's table has none).
  'Actualizar',
];

/** Router state another page leaves for this one: a success to show on arrival ('Publicación creada con éxito'). */
export interface ProductsNotice {
  notice: string;
}

/** The seller's products (product.md#seller-area): three per page, stock switch, edit and delete. */
export function SellerProductsPage() {
  const { data: products, isLoading, error } = useGetSellerProductsQuery();
  const { notify, toastProps } = useToast();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const notice = (location.state as Partial<ProductsNotice> | null)?.notice;
    if (!notice) return;
    notify('success', notice);
    // Shown once: Back or a reload does not repeat it.
    navigate({ pathname: location.pathname, search: location.search }, { replace: true, state: null });
  }, [location, navigate, notify]);
  // The page is in the address (`?page=2`): Back from editing a product, or a reload, comes back to it.
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(0, Math.floor(Number(searchParams.get('page')) || 1) - 1);
  const setPage = (next: number) => setSearchParams(next > 0 ? { page: String(next + 1) } : {});
  // The product stays set while the dialog fades out, so its text does not change as it closes.
  const [toDelete, setToDelete] = useState<ProductResponse | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const askDelete = (product: ProductResponse) => {
    setToDelete(product);
    setDeleteOpen(true);
  };

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando productos" />
      </Box>
    );
  } else if (!products) {
    content = <Alert severity="error">{errorMessage(error, 'Failed to fetch products')}</Alert>;
  } else if (products.length === 0) {
    content = (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>Aún no tienes productos</Typography>
        <Button component={Link} to={paths.sellerAddProduct} variant="contained">
          Agregar Producto
        </Button>
      </Paper>
    );
  } else {
    const pageCount = Math.ceil(products.length / PAGE_SIZE);
    // After a delete the last page may be gone: show the new last one.
    const current = Math.min(page, pageCount - 1);
    const rows = products.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
    content = (
      <Stack spacing={2}>
        <DataTable label="Productos" columns={COLUMNS} minWidth={860} stickyEnd={2}>
          {rows.map((product) => (
            <ProductRow key={product.id} product={product} notify={notify} onDelete={askDelete} />
          ))}
        </DataTable>
        <Pager label="Páginas de productos" page={current} pageCount={pageCount} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">
          Productos
        </Typography>
        {products && products.length > 0 && (
          <Button component={Link} to={paths.sellerAddProduct} variant="contained">
            Agregar Producto
          </Button>
        )}
      </Stack>
      {content}
      <DeleteDialog
        product={toDelete}
        open={deleteOpen}
        notify={notify}
        onClose={() => setDeleteOpen(false)}
      />
      <Toast {...toastProps} />
    </Stack>
  );
}

interface ProductRowProps {
  product: ProductResponse;
  notify: Notify;
  onDelete: (product: ProductResponse) => void;
}

function ProductRow({ product, notify, onDelete }: ProductRowProps) {
  const [toggleStock, { isLoading: toggling }] = useToggleSellerProductStockMutation();
  const hex = COLORS.find((c) => c.name === product.color)?.hex;

  const onToggle = async () => {
    try {
      await toggleStock(product.id).unwrap();
    } catch (error) {
      // A product without units cannot be put in stock: the server says where to add them.
      notify('error', errorMessage(error, 'Failed to update product'));
    }
  };

  return (
    <TableRow>
      <TableCell>
        <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', width: 128 }}>
          {product.images.map((url, index) => (
            <Box
              key={url}
              component="img"
              src={url}
              alt={`${product.title}, imagen ${index + 1}`}
              loading="lazy"
              sx={{
                width: 40,
                height: 40,
                boxSizing: 'border-box',
                objectFit: 'cover',
                borderRadius: 1,
                border: 1,
                borderColor: 'divider',
              }}
            />
          ))}
        </Stack>
      </TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        {product.title}
        <ApprovalChip approval={product.approval} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(product.mrpPrice)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(product.sellingPrice)}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {hex && <ColorSwatch hex={hex} />}
          <span>{product.color}</span>
        </Stack>
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          color={product.in_stock ? 'success' : 'warning'}
          loading={toggling}
          onClick={onToggle}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {product.in_stock ? 'en existencia' : 'sin existencia'}
        </Button>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <IconButton
          component={Link}
          to={paths.sellerUpdateProduct.getHref(product.id)}
          aria-label={`Editar ${product.title}`}
          color="primary"
        >
          <EditOutlined />
        </IconButton>
        <IconButton aria-label={`Eliminar ${product.title}`} color="error" onClick={() => onDelete(product)}>
          <DeleteOutline />
        </IconButton>
      </TableCell>
    </TableRow>
  );
}

type Approval = NonNullable<ProductResponse['approval']>;

const APPROVAL_CHIPS: Record<
  Exclude<Approval['status'], 'APPROVED'>,
  { label: string; color: 'info' | 'error' | 'warning' }
> = {
  PENDING: { label: 'En revisión', color: 'info' },
  REJECTED: { label: 'Rechazado', color: 'error' },
  CHANGES_REQUESTED: { label: 'Cambios solicitados', color: 'warning' },
  CHANGE_PENDING: { label: 'Cambio en revisión', color: 'info' },
};

/**
 * Where the product's page stands in the administrators' review (decision 0028, section 5), with their
 * reason when they turned it down or asked for changes; nothing once approved.
 */
function ApprovalChip({ approval }: { approval: ProductResponse['approval'] }) {
  if (!approval || approval.status === 'APPROVED') return null;
  const { label, color } = APPROVAL_CHIPS[approval.status];
  const text = approval.reason ? `${label}: ${approval.reason}` : label;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={text}
      title={text}
      sx={{
        display: 'flex',
        mt: 0.75,
        width: 'fit-content',
        maxWidth: 260,
        height: 'auto',
        '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
    />
  );
}

interface DeleteDialogProps {
  product: ProductResponse | null;
  open: boolean;
  notify: Notify;
  onClose: () => void;
}

/** Confirms a delete; a product that was ever ordered is archived by the server instead, and it says so. */
function DeleteDialog({ product, open, notify, onClose }: DeleteDialogProps) {
  const [deleteProduct, { isLoading }] = useDeleteSellerProductMutation();

  const onConfirm = async () => {
    if (!product) return;
    try {
      const answer = await deleteProduct(product.id).unwrap();
      notify(answer.archived ? 'info' : 'success', answer.message);
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to delete product'));
    }
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title="¿Eliminar producto?"
      text={`${product?.title ?? ''} dejará de mostrarse en la tienda. Si ya tiene pedidos, se archivará en lugar de eliminarse.`}
      busy={isLoading}
      onConfirm={onConfirm}
      onClose={onClose}
      stayWhileBusy
    />
  );
}
