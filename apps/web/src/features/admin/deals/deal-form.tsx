import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CreateDealBody } from '@tecnobazar/shared';
import {
  type Control,
  Controller,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetError,
} from 'react-hook-form';
import { z } from 'zod';
import type { HomeTile } from '@/api/admin-home';
import { errorMessage } from '@/lib/errors';

/** What the deal forms hold: the discount as typed and the chosen DEALS tile's id. */
export interface DealFormValues {
  discount: string;
  category: { id: string };
}

export const EMPTY_DEAL: DealFormValues = { discount: '', category: { id: '' } };

/** Blank is missing; `15` and `15,0` are numbers; anything else stays text for the schema to refuse. */
function readDiscount(input: string): unknown {
  const s = input.trim().replace(',', '.');
  if (s === '') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : input;
}

/** The request body's own schema (product.md#forms), after reading the number. */
export const dealSchema = z.preprocess(
  ({ discount, category }: DealFormValues) => ({
    discount: readDiscount(discount),
    category: { id: category.id ? Number(category.id) : undefined },
  }),
  CreateDealBody,
);

/**
 * A refused save's message, also kept under the discount when the server refused the percentage itself
 * (422: no product of the category reaches it, with the category's real best), after the toast is gone.
 */
export function dealRefusal(
  error: unknown,
  fallback: string,
  setError: UseFormSetError<DealFormValues>,
): string {
  const message = errorMessage(error, fallback);
  if ((error as { status?: unknown } | null)?.status === 422) setError('discount', { message });
  return message;
}

interface DealFieldsProps {
  control: Control<DealFormValues, unknown, CreateDealBody>;
  register: UseFormRegister<DealFormValues>;
  errors: FieldErrors<DealFormValues>;
  /** The DEALS tiles a deal may apply to. */
  categories: HomeTile[];
  disabled: boolean;
}

/** The discount and the deal's category, shared by the create form and the edit modal. */
export function DealFields({ control, register, errors, categories, disabled }: DealFieldsProps) {
  return (
    <>
      <TextField
        label="Descuento (%)"
        fullWidth
        disabled={disabled}
        {...register('discount')}
        error={Boolean(errors.discount)}
        helperText={errors.discount?.message}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <Controller
        name="category.id"
        control={control}
        render={({ field: { ref, ...field }, fieldState }) => (
          <TextField
            select
            label="Categoría"
            fullWidth
            disabled={disabled}
            {...field}
            inputRef={ref}
            error={Boolean(fieldState.error ?? errors.category)}
            helperText={fieldState.error?.message ?? errors.category?.message}
          >
            {categories.map((tile) => (
              <MenuItem key={tile.id} value={String(tile.id)}>
                {tile.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </>
  );
}
