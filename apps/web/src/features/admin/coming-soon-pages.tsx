import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** An admin page the menu already links to, before its own issue builds it. */
function ComingSoon({ title }: { title: string }) {
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">Esta sección estará disponible pronto.</Typography>
    </Stack>
  );
}

export const HomeGridPage = () => <ComingSoon title="Página de inicio" />;
export const ElectronicsCategoryPage = () => <ComingSoon title="Categorías electrónicas" />;
export const DealsPage = () => <ComingSoon title="Ofertas" />;
