import Storefront from '@mui/icons-material/Storefront';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';

/** The home page's invitation to sell (product.md#shopper-screens). */
export function SellBanner() {
  return (
    <Box
      component="section"
      aria-labelledby="sell-banner-title"
      sx={{
        borderRadius: 2,
        bgcolor: 'secondary.main',
        px: { xs: 3, md: 8 },
        py: { xs: 4, md: 6 },
        display: 'flex',
        flexDirection: { xs: 'column', md: 'row' },
        alignItems: { xs: 'flex-start', md: 'center' },
        justifyContent: 'space-between',
        gap: 3,
      }}
    >
      <Box>
        <Typography
          id="sell-banner-title"
          component="h2"
          sx={{ fontSize: { xs: 26, md: 36 }, fontWeight: 700 }}
        >
          Vende tus productos en línea
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Abre tu tienda en TecnoBazar y llega a compradores de hardware en todo el país.
        </Typography>
      </Box>
      <Button
        component={RouterLink}
        to={paths.becomeSeller}
        variant="contained"
        size="large"
        startIcon={<Storefront />}
        sx={{ flexShrink: 0 }}
      >
        inicia como vendedor
      </Button>
    </Box>
  );
}
