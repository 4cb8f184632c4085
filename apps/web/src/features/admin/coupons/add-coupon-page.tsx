import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreateCouponBody } from '@tecnobazar/shared';
import { useCreateCouponMutation } from '@/api/admin-coupons';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { CouponForm } from './coupon-form';

/**
 * /admin/add-coupon: the form, the server's refusal in the red toast (product.md#errors), the form reset on
 * success.
 */
export function AddCouponPage() {
  const [createCoupon] = useCreateCouponMutation();
  const { notify, toastProps } = useToast();

  const onSubmit = async (body: CreateCouponBody) => {
    try {
      const coupon = await createCoupon(body).unwrap();
      notify('success', `Cupón ${coupon.code} creado con éxito`);
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to create coupon'));
      return false;
    }
  };

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Agregar nuevo cupón
      </Typography>
      <CouponForm onSubmit={onSubmit} />
      <Toast {...toastProps} />
    </Stack>
  );
}
