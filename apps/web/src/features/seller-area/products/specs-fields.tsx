import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ProductSpecs, type SpecAttribute, specAttributesOf } from '@tecnobazar/shared';
import type { Control, FieldErrors } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { readNumber } from '@/lib/read-number';
import type { ProductFormValues } from './product-form-values';

const YES = 'true';
const NO = 'false';

/** The form's strings for a product's specifications (blank for what it does not state). */
export function specsToForm(specs: ProductSpecs): Record<string, string> {
  return Object.fromEntries(Object.entries(specs).map(([key, value]) => [key, String(value)]));
}

/**
 * The specifications the form holds, read for the schema: blanks left out, numbers read the Colombian way,
 * 'true'/'false' as yes/no. Keys the category does not have stay, for the schema to refuse by name.
 */
export function specsFromForm(level2: string, values: Record<string, string> = {}): Record<string, unknown> {
  const byKey = new Map(specAttributesOf(level2).map((a) => [a.key, a]));
  const read = (attribute: SpecAttribute | undefined, input: string): unknown => {
    if (attribute?.type === 'number') return readNumber(input);
    if (attribute?.type === 'boolean') return input === YES ? true : input === NO ? false : input;
    return input.trim();
  };
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, input]) => input.trim() !== '')
      .map(([key, input]) => [key, read(byKey.get(key), input)]),
  );
}

interface SpecsFieldsProps {
  level2: string;
  // Any output type: only the inputs (ProductFormValues) matter here.
  // biome-ignore lint/suspicious/noExplicitAny: the form's output differs between adding and updating.
  control: Control<ProductFormValues, unknown, any>;
  errors: FieldErrors<ProductFormValues>['specs'];
}

/** 'Especificaciones': one field per attribute of the chosen level-2 category (nothing before one is chosen). */
export function SpecsFields({ level2, control, errors }: SpecsFieldsProps) {
  const attributes = specAttributesOf(level2);
  if (attributes.length === 0) return null;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1.5 }}>
        Especificaciones
      </Typography>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
      >
        {attributes.map((attribute) => (
          <Controller
            key={`${level2}.${attribute.key}`}
            name={`specs.${attribute.key}`}
            control={control}
            defaultValue=""
            render={({ field: { ref, ...field } }) => {
              const message = (errors as Record<string, { message?: string }> | undefined)?.[attribute.key]
                ?.message;
              const common = {
                ...field,
                value: field.value ?? '',
                inputRef: ref,
                label: attribute.label,
                fullWidth: true,
                error: Boolean(message),
                helperText: message,
              };
              if (attribute.type === 'enum' || attribute.type === 'boolean') {
                const options =
                  attribute.type === 'enum'
                    ? attribute.options.map((o) => ({ value: o, label: o }))
                    : [
                        { value: YES, label: 'Sí' },
                        { value: NO, label: 'No' },
                      ];
                return (
                  <TextField select {...common}>
                    <MenuItem value="">Sin indicar</MenuItem>
                    {options.map((o) => (
                      <MenuItem key={o.value} value={o.value}>
                        {o.label}
                      </MenuItem>
                    ))}
                  </TextField>
                );
              }
              return (
                <TextField
                  {...common}
                  slotProps={
                    attribute.type === 'number'
                      ? {
                          htmlInput: { inputMode: attribute.integer ? 'numeric' : 'decimal' },
                          input: attribute.unit
                            ? {
                                endAdornment: (
                                  <InputAdornment position="end">{attribute.unit}</InputAdornment>
                                ),
                              }
                            : undefined,
                        }
                      : undefined
                  }
                />
              );
            }}
          />
        ))}
      </Box>
    </Box>
  );
}
