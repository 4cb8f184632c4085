import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { UpdateProfileBody, type UserProfile } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { useUpdateUserProfileMutation } from '@/api/users';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

interface ProfileFormProps {
  profile: UserProfile;
  notify: Notify;
  onDone: () => void;
}

/** The shopper's name and mobile, checked with the server's schema; the e-mail is the account and stays. */
export function ProfileForm({ profile, notify, onDone }: ProfileFormProps) {
  const [updateProfile, { isLoading }] = useUpdateUserProfileMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: { fullName: profile.fullName, mobile: profile.mobile ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await updateProfile(values).unwrap();
      notify('success', 'Perfil actualizado con éxito');
      onDone();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo actualizar el perfil'));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Editar datos personales">
      <TextField
        label="Nombre"
        autoComplete="name"
        size="small"
        {...register('fullName')}
        error={Boolean(errors.fullName)}
        helperText={errors.fullName?.message}
      />
      <TextField
        label="Móvil"
        type="tel"
        autoComplete="tel"
        size="small"
        {...register('mobile')}
        error={Boolean(errors.mobile)}
        helperText={errors.mobile?.message ?? 'Opcional'}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onDone} disabled={isLoading}>
          Descartar
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Guardar
        </Button>
      </Stack>
    </Stack>
  );
}
