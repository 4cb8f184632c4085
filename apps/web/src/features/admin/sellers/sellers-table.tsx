import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { SELLER_STATUSES, type SellerProfile, type SellerStatus } from '@tecnobazar/shared';
import { formatTaxId } from '@tecnobazar/shared/tax-id';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  useGetSellersByStatusQuery,
  useSetSellerTrustedMutation,
  useUpdateSellerStatusMutation,
} from '@/api/admin-sellers';
import { DataTable, EmptyTable } from '@/components/data-table';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { SELLER_STATUS_LABELS } from './seller-status';

const COLUMNS = [
  'Vendedor',
  'Correo electrónico',
  'Móvil',
  'NIP',
  'Empresa',
  'Estado de la cuenta',
  'Acción',
];

/** The status whose sellers are listed: the address's `status`, so a reload or a link keeps it; ACTIVE else. */
function useListedStatus() {
  const [searchParams, setSearchParams] = useSearchParams();
  const asked = searchParams.get('status');
  const status = SELLER_STATUSES.find((value) => value === asked) ?? 'ACTIVE';
  const setStatus = (next: SellerStatus) =>
    setSearchParams(
      (params) => {
        params.set('status', next);
        return params;
      },
      { replace: true },
    );
  return [status, setStatus] as const;
}

/**
 * The admin's sellers table (product.md#admin-area): a status dropdown (ACTIVE first) picks the list; each
 * row's 'Change Status' menu sets any of the six statuses, and the seller then leaves the shown list. An
 * active shop's 'De confianza' switch lets its catalogue proposals skip the review (decision 0028).
 */
export function SellersTable() {
  const [status, setStatus] = useListedStatus();
  // The list of the status shown, not the previous status's list while the new one loads.
  const { currentData: sellers, isFetching, error } = useGetSellersByStatusQuery(status);
  const { notify, toastProps } = useToast();

  let content: ReactNode;
  if (isFetching && !sellers) {
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando vendedores" />
      </Box>
    );
  } else if (error || !sellers) {
    content = <Alert severity="error">{errorMessage(error, 'Failed to fetch sellers')}</Alert>;
  } else if (sellers.length === 0) {
    content = <EmptyTable>No hay vendedores con el estado {SELLER_STATUS_LABELS[status]}.</EmptyTable>;
  } else {
    content = (
      <DataTable label="Vendedores" columns={COLUMNS} minWidth={760} stickyEnd={1}>
        {sellers.map((seller) => (
          <SellerRow key={seller.id} seller={seller} notify={notify} />
        ))}
      </DataTable>
    );
  }

  return (
    <Stack spacing={2}>
      <SelectField
        label="Estado de la cuenta"
        value={status}
        options={SELLER_STATUSES.map((value) => ({ value, label: SELLER_STATUS_LABELS[value] }))}
        onChange={setStatus}
        sx={{ maxWidth: 320 }}
      />
      {content}
      <Toast {...toastProps} />
    </Stack>
  );
}

function SellerRow({ seller, notify }: { seller: SellerProfile; notify: Notify }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [updateStatus, { isLoading }] = useUpdateSellerStatusMutation();
  const [setTrusted, { isLoading: trusting }] = useSetSellerTrustedMutation();
  const trusted = seller.trusted === true;

  // A trusted shop's catalogue proposals are published without review (decision 0028, section 5).
  const toggleTrusted = async () => {
    try {
      const updated = await setTrusted({ id: seller.id, trusted: !trusted }).unwrap();
      notify(
        'success',
        updated.trusted ? 'Tienda marcada como de confianza' : 'La tienda ya no es de confianza',
      );
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo cambiar la confianza de la tienda'));
    }
  };
  const menuId = `seller-status-menu-${seller.id}`;

  const choose = async (status: SellerStatus) => {
    setAnchor(null);
    try {
      const updated = await updateStatus({ id: seller.id, status }).unwrap();
      const changed = `Estado de ${updated.sellerName} actualizado a ${SELLER_STATUS_LABELS[updated.accountStatus]}`;
      // Active, but still locked out until the e-mailed link is followed: the admin should know.
      if (updated.accountStatus === 'ACTIVE' && !updated.emailVerified)
        notify('warning', `${changed}. Aún no verificó su correo: podrá iniciar sesión cuando lo haga.`);
      else notify('success', changed);
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to update seller'));
    }
  };

  return (
    <TableRow>
      <TableCell>{seller.sellerName}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{seller.email}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{seller.mobile}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {seller.taxIdType === 'CC' && 'CC '}
        {formatTaxId(seller.taxIdType, seller.gstin)}
        {!seller.dataComplete.fiscal && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Datos fiscales incompletos
          </Typography>
        )}
      </TableCell>
      <TableCell>{seller.businessDetails.businessName}</TableCell>
      <TableCell>
        {SELLER_STATUS_LABELS[seller.accountStatus]}
        {/* Such a seller cannot sign in whatever the status, until the e-mailed link is followed. */}
        {!seller.emailVerified && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            Correo sin verificar
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Button
          size="small"
          variant="outlined"
          disabled={isLoading}
          aria-label={`Change Status de ${seller.sellerName}`}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Change Status
        </Button>
        {/* In the kept column, so a phone shows it without scrolling. */}
        {seller.accountStatus === 'ACTIVE' && (
          <FormControlLabel
            label="De confianza"
            sx={{
              display: 'flex',
              mt: 0.5,
              ml: 0,
              mr: 0,
              whiteSpace: 'nowrap',
              '& .MuiFormControlLabel-label': { fontSize: 14 },
            }}
            control={
              <Switch
                size="small"
                checked={trusted}
                disabled={trusting}
                onChange={toggleTrusted}
                slotProps={{
                  input: { 'aria-label': `De confianza: ${seller.businessDetails.businessName}` },
                }}
              />
            }
          />
        )}
        <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
          {SELLER_STATUSES.map((status) => (
            <MenuItem key={status} selected={status === seller.accountStatus} onClick={() => choose(status)}>
              {SELLER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </Menu>
      </TableCell>
    </TableRow>
  );
}
