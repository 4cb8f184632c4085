import Typography from '@mui/material/Typography';

export function ProfilePage() {
  return (
    <Typography variant="h5" component="h1">
      Perfil
    </Typography>
  );
}
