import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddressResponse, CustomerMailKind } from '@tecnobazar/shared';
import { useState } from 'react';
import { useDeleteAddressMutation, useGetAddressesQuery } from '@/api/addresses';
import { useGetMailPreferencesQuery, useUpdateMailPreferenceMutation } from '@/api/users';
import { AddressForm } from '@/components/address/address-form';
import { MailPreferences } from '@/components/mail-preferences';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { useUserProfile } from '@/lib/session/session';
import { ProfileForm } from './profile-form';

const NOT_GIVEN = 'no proporcionado';

export function ProfilePage() {
  const { profile, loading } = useUserProfile();
  const { notify, toastProps } = useToast();
  const [editing, setEditing] = useState(false);

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Perfil
      </Typography>
      <Paper variant="outlined" component="section" aria-label="Datos personales" sx={{ p: 2 }}>
        {loading ? (
          <Typography>Cargando...</Typography>
        ) : editing && profile ? (
          <ProfileForm profile={profile} notify={notify} onDone={() => setEditing(false)} />
        ) : (
          <>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' },
                rowGap: { xs: 0.25, sm: 1.5 },
                '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
                '& dd': { m: 0, fontWeight: 500, overflowWrap: 'anywhere' },
              }}
            >
              <dt>Nombre</dt>
              <dd>{profile?.fullName || NOT_GIVEN}</dd>
              <dt>Correo electrónico</dt>
              <dd>{profile?.email || NOT_GIVEN}</dd>
              <dt>Móvil</dt>
              <dd>{profile?.mobile || NOT_GIVEN}</dd>
            </Box>
            {profile && (
              <Button startIcon={<EditOutlined />} onClick={() => setEditing(true)} sx={{ mt: 1.5 }}>
                Editar
              </Button>
            )}
          </>
        )}
      </Paper>
      <Addresses />
      <Mails notify={notify} />
      <Toast {...toastProps} />
    </Stack>
  );
}

/** The shopper's optional mails; a purchase's own mails always go. */
function Mails({ notify }: { notify: ReturnType<typeof useToast>['notify'] }) {
  const { data } = useGetMailPreferencesQuery();
  const [update] = useUpdateMailPreferenceMutation();
  return (
    <MailPreferences
      preferences={data?.preferences}
      always="Los correos de tus compras, cancelaciones, reembolsos y devoluciones te llegan siempre."
      save={(kind, enabled) => update({ kind: kind as CustomerMailKind, enabled }).unwrap()}
      notify={notify}
    />
  );
}

function Addresses() {
  const { data: addresses, isLoading, error } = useGetAddressesQuery();
  const [deleteAddress] = useDeleteAddressMutation();
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const remove = async (address: AddressResponse) => {
    setFailure(null);
    try {
      await deleteAddress(address.id).unwrap();
    } catch (err) {
      setFailure(errorMessage(err, 'No se pudo eliminar la dirección'));
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="addresses-title" sx={{ p: 2 }}>
      <Typography id="addresses-title" variant="h6" component="h2" sx={{ fontSize: 18, mb: 1.5 }}>
        Direcciones
      </Typography>
      {isLoading ? (
        <Typography>Cargando...</Typography>
      ) : error ? (
        <Typography color="error">{errorMessage(error, 'No se pudieron cargar tus direcciones.')}</Typography>
      ) : (
        <Stack spacing={1.5}>
          {addresses?.length === 0 && !adding && (
            <Typography color="text.secondary">Aún no tienes direcciones guardadas.</Typography>
          )}
          {addresses && addresses.length > 0 && (
            <Stack component="ul" aria-label="Direcciones guardadas" spacing={1} sx={{ p: 0, m: 0 }}>
              {addresses.map((address) => (
                <Stack
                  component="li"
                  key={address.id}
                  direction="row"
                  spacing={1}
                  sx={{ listStyle: 'none', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{address.name}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {`${address.address}, ${address.city}, ${address.state}`}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {address.mobile}
                    </Typography>
                  </Box>
                  <IconButton
                    aria-label={`Eliminar la dirección de ${address.name}`}
                    onClick={() => remove(address)}
                    sx={{ alignSelf: 'flex-start' }}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
          )}
          {failure && <Alert severity="error">{failure}</Alert>}
          {adding ? (
            <AddressForm onSaved={() => setAdding(false)} onCancel={() => setAdding(false)} />
          ) : (
            <Button startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ alignSelf: 'flex-start' }}>
              Agregar dirección
            </Button>
          )}
        </Stack>
      )}
    </Paper>
  );
}
