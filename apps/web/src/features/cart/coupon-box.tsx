import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartResponse } from '@tecnobazar/shared';
import { useId, useState } from 'react';
import { useApplyCouponMutation } from '@/api/coupons';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

/**
 * orderValue (product.md#calls) falls back to 100 when the cart has no total (the server ignores it anyway).
 */
const FALLBACK_ORDER_VALUE = 100;

export function CouponBox({ cart, notify }: { cart: CartResponse; notify: Notify }) {
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const inputId = useId();
  const [applyCoupon, { isLoading }] = useApplyCouponMutation();
  const orderValue = cart.totalSellingPrice || FALLBACK_ORDER_VALUE;

  const apply = async () => {
    setFailure(null);
    try {
      await applyCoupon({ apply: true, code: code.trim(), orderValue }).unwrap();
      setCode('');
      notify('success', 'Cupón aplicado exitosamente');
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to apply coupon'));
    }
  };
  const remove = async (applied: string) => {
    setFailure(null);
    try {
      await applyCoupon({ apply: false, code: applied, orderValue }).unwrap();
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to apply coupon'));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-label="Cupón" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1.5 }}>
        <LocalOfferOutlined color="primary" fontSize="small" />
        <Typography sx={{ fontWeight: 600 }}>Aplicar cupones</Typography>
      </Stack>
      {cart.couponCode ? (
        <Stack direction="row" spacing={1} alignItems="center" justifyContent="space-between">
          <Stack direction="row" spacing={1} alignItems="center">
            <Typography sx={{ fontWeight: 700, letterSpacing: 0.5 }}>{cart.couponCode}</Typography>
            <Chip label="Aplicado" color="success" size="small" />
          </Stack>
          <Button
            size="small"
            color="error"
            onClick={() => remove(cart.couponCode ?? '')}
            loading={isLoading}
          >
            Quitar
          </Button>
        </Stack>
      ) : (
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (code.trim()) void apply();
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          {/* TextField's own parts: TextField itself would bring Select (and 20 KiB) into the cart's code. */}
          <FormControl size="small" error={failure !== null} sx={{ flex: 1 }}>
            <InputLabel htmlFor={inputId}>Código de cupón</InputLabel>
            <OutlinedInput
              id={inputId}
              label="Código de cupón"
              value={code}
              onChange={(event) => {
                setCode(event.target.value);
                setFailure(null);
              }}
              aria-describedby={failure ? `${inputId}-error` : undefined}
              inputProps={{ autoCapitalize: 'characters', maxLength: 40 }}
            />
            {failure && <FormHelperText id={`${inputId}-error`}>{failure}</FormHelperText>}
          </FormControl>
          <Button
            type="submit"
            variant="outlined"
            disabled={!code.trim()}
            loading={isLoading}
            sx={{ height: 40 }}
          >
            Aplicar
          </Button>
        </Box>
      )}
      {cart.couponCode && failure && (
        <Typography variant="body2" color="error" sx={{ mt: 1 }}>
          {failure}
        </Typography>
      )}
    </Paper>
  );
}
