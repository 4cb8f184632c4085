import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AddressBody, type AddressResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAddAddressMutation } from '@/api/addresses';
import { errorMessage } from '@/lib/errors';

interface AddressFormProps {
  /** Called with the saved address (the server's answer, with its id). */
  onSaved: (address: AddressResponse) => void;
  onCancel?: () => void;
}

const FIELDS = [
  { name: 'name', label: 'Nombre', autoComplete: 'name' },
  { name: 'address', label: 'Dirección', autoComplete: 'street-address' },
  { name: 'city', label: 'Ciudad', autoComplete: 'address-level2' },
  { name: 'state', label: 'Departamento', autoComplete: 'address-level1' },
  { name: 'mobile', label: 'Móvil', autoComplete: 'tel' },
] as const;

/** A new delivery address, checked with the same schema the server uses, saved with POST. */
export function AddressForm({ onSaved, onCancel }: AddressFormProps) {
  const [addAddress, { isLoading }] = useAddAddressMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(AddressBody),
    defaultValues: { name: '', address: '', city: '', state: '', mobile: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      onSaved(await addAddress(values).unwrap());
    } catch (error) {
      setFailure(errorMessage(error, 'No se pudo guardar la dirección'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Nueva dirección">
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {FIELDS.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            autoComplete={field.autoComplete}
            type={field.name === 'mobile' ? 'tel' : 'text'}
            size="small"
            {...register(field.name)}
            error={Boolean(errors[field.name])}
            helperText={errors[field.name]?.message}
            sx={field.name === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
          />
        ))}
      </Box>
      {failure && <Alert severity="error">{failure}</Alert>}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        {onCancel && (
          <Button onClick={onCancel} disabled={isLoading}>
            Descartar
          </Button>
        )}
        <Button type="submit" variant="contained" loading={isLoading}>
          Guardar dirección
        </Button>
      </Stack>
    </Stack>
  );
}
