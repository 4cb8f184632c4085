import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminCouponResponse, CouponResponse } from '@tecnobazar/shared';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import {
  useDeleteCouponMutation,
  useGetAdminCouponsQuery,
  useSetCouponActiveMutation,
} from '@/api/admin-coupons';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatCalendarDay } from '@/lib/format-date';
import { formatPrice } from '@/lib/format-price';

const COLUMNS = [
  'Código de cupón',
  'Fecha de inicio',
  'Fecha de finalización',
  'Valor mínimo del pedido',
  'Descuento',
  'Usos',
  'Estado',
  'Eliminar',
];

type StatusFilter = 'ALL' | 'ACTIVE' | 'DEACTIVE';
const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'ALL', label: 'Todos' },
  { value: 'ACTIVE', label: 'Active' },
  { value: 'DEACTIVE', label: 'Deactive' },
];
const matches = (filter: StatusFilter, coupon: CouponResponse) =>
  filter === 'ALL' || coupon.active === (filter === 'ACTIVE');

/**
 * /admin/coupon (product.md#admin-area). Its status dropdown filters the list (the spec's does nothing:
 * product.md#where-we-differ); 'Usos' counts the purchases that still use each coupon; the switch turns a
 * coupon off (or back on) without deleting it; the delete icon asks before deleting.
 */
export function CouponsPage() {
  const { data: coupons, isLoading, error } = useGetAdminCouponsQuery();
  const [filter, setFilter] = useState<StatusFilter>('ALL');
  const { notify, toastProps } = useToast();
  // The coupon stays set while the dialog fades out, so its text does not change as it closes.
  const [toDelete, setToDelete] = useState<CouponResponse | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);

  let content: ReactNode;
  if (isLoading) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando cupones" />
      </Box>
    );
  } else if (!coupons) {
    content = <Alert severity="error">{errorMessage(error, 'Failed to fetch coupons')}</Alert>;
  } else {
    const shown = coupons.filter((coupon) => matches(filter, coupon));
    content =
      shown.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {coupons.length === 0 ? 'Aún no hay cupones' : 'Ningún cupón con este estado'}
          </Typography>
        </Paper>
      ) : (
        // Fits a desktop's content column; a phone scrolls it sideways.
        <DataTable label="Cupones" columns={COLUMNS} minWidth={800} stickyEnd={2} wrapHeadings>
          {shown.map((coupon) => (
            <TableRow key={coupon.id}>
              <TableCell sx={{ fontWeight: 600 }}>{coupon.code}</TableCell>
              <TableCell>{formatCalendarDay(coupon.validityStartDate)}</TableCell>
              <TableCell>
                {formatCalendarDay(coupon.validityEndDate)}
                {/* Switched on or not, shoppers can no longer apply it. */}
                {coupon.expired && (
                  <Typography variant="caption" color="error" sx={{ display: 'block' }}>
                    Vencido
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPrice(coupon.minimumOrderValue)}</TableCell>
              <TableCell>{coupon.discountPercentage}%</TableCell>
              <TableCell>{coupon.timesUsed}</TableCell>
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                  <Chip
                    size="small"
                    label={coupon.active ? 'Active' : 'Deactive'}
                    color={coupon.active ? 'success' : 'default'}
                  />
                  <ActiveSwitch coupon={coupon} notify={notify} />
                </Stack>
              </TableCell>
              <TableCell>
                <IconButton
                  aria-label={`Eliminar cupón ${coupon.code}`}
                  color="error"
                  onClick={() => {
                    setToDelete(coupon);
                    setDeleteOpen(true);
                  }}
                >
                  <DeleteOutline />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </DataTable>
      );
  }

  return (
    <Stack spacing={3}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}
      >
        <Typography variant="h5" component="h1">
          Cupones
        </Typography>
        <Button component={Link} to={paths.adminAddCoupon} variant="contained">
          Agregar nuevo cupón
        </Button>
      </Stack>
      <SelectField
        label="Estado"
        value={filter}
        options={FILTERS}
        onChange={setFilter}
        sx={{ maxWidth: 240 }}
      />
      {content}
      <DeleteDialog
        coupon={toDelete}
        open={deleteOpen}
        notify={notify}
        onClose={() => setDeleteOpen(false)}
      />
      <Toast {...toastProps} />
    </Stack>
  );
}

/** Turns the coupon off or on; the list is asked for again, so the chip and the filter follow. */
function ActiveSwitch({ coupon, notify }: { coupon: AdminCouponResponse; notify: Notify }) {
  const [setActive, { isLoading }] = useSetCouponActiveMutation();

  const toggle = async (active: boolean) => {
    try {
      await setActive({ id: coupon.id, active }).unwrap();
      notify('success', active ? 'Cupón activado' : 'Cupón desactivado');
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cambiar el estado del cupón'));
    }
  };

  return (
    <Switch
      size="small"
      checked={coupon.active}
      disabled={isLoading}
      onChange={(_event, checked) => toggle(checked)}
      slotProps={{ input: { 'aria-label': `Cupón ${coupon.code} activo` } }}
    />
  );
}

interface DeleteDialogProps {
  coupon: CouponResponse | null;
  open: boolean;
  notify: Notify;
  onClose: () => void;
}

function DeleteDialog({ coupon, open, notify, onClose }: DeleteDialogProps) {
  const [deleteCoupon, { isLoading }] = useDeleteCouponMutation();

  const confirm = async () => {
    if (!coupon) return;
    try {
      const { message } = await deleteCoupon(coupon.id).unwrap();
      notify('success', message);
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to delete coupon'));
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="¿Eliminar el cupón?"
      text={`El cupón ${coupon?.code ?? ''} se eliminará y ya no podrá aplicarse. Esta acción no se puede deshacer.`}
      busy={isLoading}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
