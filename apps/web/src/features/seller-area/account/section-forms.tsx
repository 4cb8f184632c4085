import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  BankFormSchema,
  BusinessFormSchema,
  PickupAddress,
  RegisterSellerBody,
  type SellerProfile,
  type UpdateSellerBody,
} from '@tecnobazar/shared';
import { accountNumberEnding } from '@tecnobazar/shared/bank-account';
import { findBank } from '@tecnobazar/shared/constants/banks';
import { formatTaxId } from '@tecnobazar/shared/tax-id';
import type { FormEventHandler, ReactNode } from 'react';
import { Controller, type FieldError, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  AccountTypeField,
  BankField,
  legalNameLabel,
  TaxIdTypeField,
  taxIdHint,
  VatResponsibleField,
} from '@/components/seller-data/seller-data-fields';

export interface SectionFormProps {
  profile: SellerProfile;
  saving: boolean;
  /** Called with only this section's fields. */
  onSave: (changes: UpdateSellerBody) => void;
  onCancel: () => void;
}

// The e-mail is the sign-in identity: the server refuses a change, so the form shows it without sending it.
const { sellerName, mobile } = RegisterSellerBody.shape;
const PersonalSchema = z.object({ sellerName, mobile });

export function PersonalForm({ profile, saving, onSave, onCancel }: SectionFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(PersonalSchema),
    defaultValues: { sellerName: profile.sellerName, mobile: profile.mobile },
  });
  return (
    <SectionForm title="Datos personales" saving={saving} onCancel={onCancel} onSubmit={handleSubmit(onSave)}>
      <Field
        label="Nombre"
        autoComplete="name"
        registration={register('sellerName')}
        error={errors.sellerName}
      />
      <TextField
        label="Correo electrónico"
        value={profile.email}
        disabled
        fullWidth
        helperText="Es el correo con el que inicias sesión; no se puede cambiar."
      />
      <Field
        label="Móvil"
        type="tel"
        autoComplete="tel"
        registration={register('mobile')}
        error={errors.mobile}
      />
    </SectionForm>
  );
}

/**
 * gstin (NIP) with its document type, and businessDetails with the legal name and the VAT regime; the
 * account status is the admins' and is only shown on the page.
 */
export function BusinessForm({ profile, saving, onSave, onCancel }: SectionFormProps) {
  const { businessDetails: b } = profile;
  const {
    register,
    control,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(BusinessFormSchema),
    // The optional contact fields go back too: an empty one clears it.
    defaultValues: {
      taxIdType: profile.taxIdType ?? 'NIT',
      gstin: formatTaxId(profile.taxIdType, profile.gstin),
      businessDetails: {
        businessName: b.businessName,
        legalName: b.legalName,
        vatResponsible: b.vatResponsible ?? undefined,
        businessEmail: b.businessEmail ?? '',
        businessMobile: b.businessMobile ?? '',
        businessAddress: b.businessAddress ?? '',
      },
    },
  });
  const taxIdType = watch('taxIdType');
  const e = errors.businessDetails;
  return (
    <SectionForm
      title="Datos de la empresa"
      saving={saving}
      onCancel={onCancel}
      onSubmit={handleSubmit(onSave)}
    >
      <Field
        label="Nombre de la empresa"
        autoComplete="organization"
        registration={register('businessDetails.businessName')}
        error={e?.businessName}
      />
      <Controller
        control={control}
        name="taxIdType"
        render={({ field, fieldState }) => (
          <TaxIdTypeField {...field} size="small" error={fieldState.error} />
        )}
      />
      <Field
        label="NIP"
        inputMode="numeric"
        registration={register('gstin')}
        error={errors.gstin}
        hint={taxIdHint(taxIdType)}
      />
      <Field
        label={legalNameLabel(taxIdType)}
        registration={register('businessDetails.legalName')}
        error={e?.legalName}
      />
      <Controller
        control={control}
        name="businessDetails.vatResponsible"
        render={({ field, fieldState }) => <VatResponsibleField {...field} error={fieldState.error} />}
      />
      <Field
        label="Correo de la empresa (opcional)"
        type="email"
        registration={register('businessDetails.businessEmail')}
        error={e?.businessEmail}
      />
      <Field
        label="Móvil de la empresa (opcional)"
        type="tel"
        registration={register('businessDetails.businessMobile')}
        error={e?.businessMobile}
      />
      <Field
        label="Dirección de la empresa (opcional)"
        registration={register('businessDetails.businessAddress')}
        error={e?.businessAddress}
      />
    </SectionForm>
  );
}

export function PickupForm({ profile, saving, onSave, onCancel }: SectionFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(PickupAddress), defaultValues: profile.pickupAddress });
  return (
    <SectionForm
      title="Dirección de recogida"
      saving={saving}
      onCancel={onCancel}
      onSubmit={handleSubmit((pickupAddress) => onSave({ pickupAddress }))}
    >
      <Field
        label="Dirección"
        autoComplete="street-address"
        registration={register('address')}
        error={errors.address}
      />
      <Field
        label="Ciudad"
        autoComplete="address-level2"
        registration={register('city')}
        error={errors.city}
      />
      <Field
        label="Departamento"
        autoComplete="address-level1"
        registration={register('state')}
        error={errors.state}
      />
      <Field
        label="Móvil"
        type="tel"
        autoComplete="tel"
        registration={register('mobile')}
        error={errors.mobile}
      />
    </SectionForm>
  );
}

/**
 * The bank from the list of Colombian banks (sent as the spec's `ifscCode`: its code), the account type
 * and the number, typed again in full: the page never holds it in a field.
 */
export function BankForm({ profile, saving, onSave, onCancel }: SectionFormProps) {
  const { accountHolderName, ifscCode, accountNumber, accountType } = profile.bankDetails;
  const ending = accountNumberEnding(accountNumber);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.infer<typeof BankFormSchema>>({
    resolver: zodResolver(BankFormSchema),
    defaultValues: {
      accountHolderName,
      accountNumber: '',
      // A bank written before the list (no code of it) is chosen again.
      ifscCode: findBank(ifscCode)?.code ?? '',
      accountType: accountType ?? undefined,
    },
  });
  return (
    <SectionForm
      title="Datos bancarios"
      saving={saving}
      onCancel={onCancel}
      onSubmit={handleSubmit((bankDetails) => onSave({ bankDetails }))}
    >
      <Controller
        control={control}
        name="ifscCode"
        render={({ field, fieldState }) => <BankField {...field} size="small" error={fieldState.error} />}
      />
      <Controller
        control={control}
        name="accountType"
        render={({ field, fieldState }) => (
          <AccountTypeField {...field} size="small" error={fieldState.error} />
        )}
      />
      <Field
        label="Número de cuenta"
        autoComplete="off"
        inputMode="numeric"
        registration={register('accountNumber')}
        error={errors.accountNumber}
        hint={
          ending
            ? `La cuenta actual termina en ${ending}. Escribe el número completo.`
            : 'Escribe el número completo, solo dígitos.'
        }
      />
      <Field
        label="Titular de la cuenta"
        autoComplete="name"
        registration={register('accountHolderName')}
        error={errors.accountHolderName}
        hint="A nombre de la empresa o de la persona del NIP"
      />
    </SectionForm>
  );
}

function SectionForm({
  title,
  saving,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={onSubmit}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={saving}>
          Guardar
        </Button>
      </DialogActions>
    </form>
  );
}

function Field({
  label,
  registration,
  error,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
}: {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  /** Shown under the field while it has no error. */
  hint?: string;
  type?: TextFieldProps['type'];
  autoComplete?: string;
  inputMode?: 'numeric';
}) {
  return (
    <TextField
      label={label}
      type={type}
      autoComplete={autoComplete}
      size="small"
      fullWidth
      {...registration}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
      slotProps={{ htmlInput: { inputMode } }}
    />
  );
}
