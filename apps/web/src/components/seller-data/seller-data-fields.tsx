/**
 * The fields of a seller's Colombian data, shared by the registration form and the account's forms: the
 * tax id's type, the VAT regime, the bank (from the list of Colombian banks) and the account type. Each is
 * controlled (react-hook-form's Controller gives it `value` and `onChange`).
 */
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import {
  BANK_ACCOUNT_TYPE_LABELS,
  BANK_ACCOUNT_TYPES,
  type BankAccountType,
  COLOMBIAN_BANKS,
} from '@tecnobazar/shared/constants/banks';
import { TAX_ID_TYPE_LABELS, TAX_ID_TYPES, type TaxIdType } from '@tecnobazar/shared/tax-id';
import { useId } from 'react';
import type { FieldError } from 'react-hook-form';

interface Controlled<T> {
  value: T | undefined | null;
  onChange: (value: T) => void;
  onBlur?: () => void;
  error?: FieldError;
  size?: 'small' | 'medium';
}

/** What the NIP field asks for, by the document's type. */
// The example's dash does not break (U+2011), so it never ends a line alone.
export const taxIdHint = (type: TaxIdType | undefined) =>
  type === 'CC' ? 'Tu número de cédula' : 'Con su dígito de verificación, p. ej. 900.123.456\u20118';

/** The legal name's label: a company's razón social, a natural person's full name. */
export const legalNameLabel = (type: TaxIdType | undefined) =>
  type === 'CC' ? 'Nombre completo (como en la cédula)' : 'Razón social';

function SelectOf<T extends string>({
  label,
  options,
  value,
  onChange,
  onBlur,
  error,
  size,
  hint,
}: Controlled<T> & { label: string; options: readonly { value: T; label: string }[]; hint?: string }) {
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as T)}
      onBlur={onBlur}
      error={Boolean(error)}
      helperText={error?.message ?? hint}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export const TaxIdTypeField = (props: Controlled<TaxIdType>) => (
  <SelectOf
    label="Tipo de documento"
    options={TAX_ID_TYPES.map((value) => ({ value, label: TAX_ID_TYPE_LABELS[value] }))}
    hint={props.value === 'CC' ? 'Para personas naturales' : undefined}
    {...props}
  />
);

const BANK_OPTIONS = COLOMBIAN_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));
/** The bank, by its code: the value the spec's `ifscCode` carries. */
export const BankField = (props: Controlled<string>) => (
  <SelectOf label="Banco" options={BANK_OPTIONS} {...props} />
);

export const AccountTypeField = (props: Controlled<BankAccountType>) => (
  <SelectOf
    label="Tipo de cuenta"
    options={BANK_ACCOUNT_TYPES.map((value) => ({ value, label: BANK_ACCOUNT_TYPE_LABELS[value] }))}
    {...props}
  />
);

/** Responsable de IVA: yes or no, neither chosen until the seller says. */
export function VatResponsibleField({ value, onChange, error }: Controlled<boolean>) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId}>¿Eres responsable de IVA?</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value === undefined || value === null ? '' : String(value)}
        onChange={(event) => onChange(event.target.value === 'true')}
      >
        <FormControlLabel value="true" control={<Radio />} label="Sí" />
        <FormControlLabel value="false" control={<Radio />} label="No" />
      </RadioGroup>
      <FormHelperText>
        {error?.message ?? 'Si cobras IVA en tus facturas. Aparece en los comprobantes de tus ventas.'}
      </FormHelperText>
    </FormControl>
  );
}
