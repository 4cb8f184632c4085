import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  type RegisterSellerBody,
  SELLER_FORM_MESSAGES,
  SellerRegisterFormSchema,
  type SellerRegisterFormValues,
} from '@tecnobazar/shared';
import { Controller, useForm } from 'react-hook-form';
import { useRegisterSellerMutation } from '@/api/sellers';
import {
  legalNameLabel,
  TaxIdTypeField,
  taxIdHint,
  VatResponsibleField,
} from '@/components/seller-data/seller-data-fields';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

interface SellerRegisterFormProps {
  notify: Notify;
  /** The form as it was sent: the page keeps it, so changing the e-mail does not mean typing it all again. */
  onRegistered: (values: RegisterSellerBody) => void;
  /** What the form was filled with before (the e-mail field then has the focus, to correct it). */
  previous?: RegisterSellerBody;
}

/**
 * The shop's tax data (NIT with its check digit, or a cédula; legal name; VAT regime) is asked here, as
 * documents need it; pickup address and bank details are completed later in the account page.
 */
export function SellerRegisterForm({ notify, onRegistered, previous }: SellerRegisterFormProps) {
  const [registerSeller, { isLoading }] = useRegisterSellerMutation();
  const {
    register,
    control,
    watch,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SellerRegisterFormValues>({
    resolver: zodResolver(SellerRegisterFormSchema),
    defaultValues: {
      sellerName: '',
      email: '',
      mobile: '',
      gstin: '',
      // Most shops are companies: a NIT unless the seller picks a cédula.
      taxIdType: 'NIT' as const,
      ...previous,
      businessDetails: { businessName: '', legalName: '', ...previous?.businessDetails },
    },
  });
  const taxIdType = watch('taxIdType');

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerSeller(values).unwrap();
      onRegistered(values);
    } catch (error) {
      const message = errorMessage(error, 'Failed to create seller');
      // A taken shop name is said at its field, where it is corrected.
      if (message === SELLER_FORM_MESSAGES.businessNameTaken)
        setError('businessDetails.businessName', { message }, { shouldFocus: true });
      else notify('error', message);
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit}>
      <TextField
        label="Nombre del vendedor"
        autoComplete="name"
        {...register('sellerName')}
        error={Boolean(errors.sellerName)}
        helperText={errors.sellerName?.message}
      />
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        autoFocus={Boolean(previous)}
        {...register('email')}
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
      />
      <TextField
        label="Móvil"
        type="tel"
        autoComplete="tel"
        {...register('mobile')}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile?.message}
      />
      <TextField
        label="Nombre de la empresa"
        autoComplete="organization"
        {...register('businessDetails.businessName')}
        error={Boolean(errors.businessDetails?.businessName)}
        helperText={errors.businessDetails?.businessName?.message ?? 'El nombre de tu tienda en TecnoBazar'}
      />
      <Controller
        control={control}
        name="taxIdType"
        render={({ field, fieldState }) => <TaxIdTypeField {...field} error={fieldState.error} />}
      />
      <TextField
        label="NIP"
        inputMode="numeric"
        {...register('gstin')}
        error={Boolean(errors.gstin)}
        helperText={errors.gstin?.message ?? taxIdHint(taxIdType)}
      />
      <TextField
        label={legalNameLabel(taxIdType)}
        {...register('businessDetails.legalName')}
        error={Boolean(errors.businessDetails?.legalName)}
        helperText={errors.businessDetails?.legalName?.message}
      />
      <Controller
        control={control}
        name="businessDetails.vatResponsible"
        render={({ field, fieldState }) => <VatResponsibleField {...field} error={fieldState.error} />}
      />
      <Button type="submit" variant="contained" size="large" loading={isLoading}>
        Crear cuenta
      </Button>
    </Stack>
  );
}
