import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddressResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { useGetAddressesQuery } from '@/api/addresses';
import { useCartTo } from '@/api/cart';
import { AddressForm } from '@/components/address/address-form';
import { formatPrice } from '@/lib/format-price';
import { ShippingRows } from './price-summary';

interface CheckoutDialogProps {
  open: boolean;
  paying: boolean;
  onClose: () => void;
  /** Pays `amount`, the total the server priced for shipping to `addressId`. */
  onPay: (addressId: number, amount: number) => void;
}

/**
 * The address step: pick a saved address or add one, see what each shop charges to ship there, then pay
 * that total with PayPal.
 */
export function CheckoutDialog({ open, paying, onClose, onPay }: CheckoutDialogProps) {
  const { data: addresses, isLoading, error } = useGetAddressesQuery(undefined, { skip: !open });
  const [chosen, setChosen] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const list = addresses ?? [];
  // The newest address is picked until the shopper chooses another one.
  const selected = chosen !== null && list.some((a) => a.id === chosen) ? chosen : (list[0]?.id ?? null);
  const showForm = adding || (!isLoading && !error && list.length === 0);
  const { currentData: priced, isFetching: pricing } = useCartTo(open && !showForm ? selected : null);

  const onSaved = (address: AddressResponse) => {
    setChosen(address.id);
    setAdding(false);
  };

  return (
    <Dialog
      open={open}
      onClose={paying ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="checkout-title"
    >
      <DialogTitle id="checkout-title">Dirección de envío</DialogTitle>
      <DialogContent dividers>
        {isLoading ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            <CircularProgress aria-label="Cargando" />
          </Box>
        ) : error ? (
          <Alert severity="error">No se pudieron cargar tus direcciones.</Alert>
        ) : (
          <Stack spacing={2}>
            {list.length > 0 && (
              <RadioGroup
                aria-label="Direcciones guardadas"
                value={selected === null ? '' : String(selected)}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {list.map((address) => (
                  <FormControlLabel
                    key={address.id}
                    value={String(address.id)}
                    control={<Radio />}
                    disabled={paying}
                    label={<AddressLabel address={address} />}
                    sx={{
                      alignItems: 'flex-start',
                      mx: 0,
                      mb: 1,
                      p: 1,
                      border: 1,
                      borderRadius: 1,
                      borderColor: address.id === selected ? 'primary.main' : 'divider',
                      '& .MuiRadio-root': { mt: -0.75 },
                    }}
                  />
                ))}
              </RadioGroup>
            )}
            {priced && !showForm && (
              <Box aria-label="Envío a la dirección elegida" role="group">
                <ShippingRows cart={priced} />
              </Box>
            )}
            {showForm ? (
              <Box>
                <Typography sx={{ fontWeight: 600, mb: 1.5 }}>Nueva dirección</Typography>
                <AddressForm
                  onSaved={onSaved}
                  onCancel={list.length > 0 ? () => setAdding(false) : undefined}
                />
              </Box>
            ) : (
              <Button
                startIcon={<AddIcon />}
                onClick={() => setAdding(true)}
                disabled={paying}
                sx={{ alignSelf: 'flex-start' }}
              >
                Agregar dirección
              </Button>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        <Typography sx={{ flex: 1, fontWeight: 600 }}>
          {priced && !showForm ? `Total: ${formatPrice(priced.total)}` : ''}
        </Typography>
        <Button onClick={onClose} disabled={paying}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={selected === null || showForm || !priced || pricing}
          loading={paying}
          onClick={() => selected !== null && priced && onPay(selected, priced.total)}
        >
          Pagar con PayPal
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function AddressLabel({ address }: { address: AddressResponse }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {`${address.address}, ${address.city}, ${address.state}`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {address.mobile}
      </Typography>
    </Box>
  );
}
