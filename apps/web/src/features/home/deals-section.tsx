import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { HomePageResponse } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryImage } from './category-image';

export function DealsSection({ deals }: { deals: HomePageResponse['deals'] }) {
  if (deals.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="deals">
      <Typography id="deals" variant="h5" component="h2" sx={{ fontWeight: 600, mb: 3, textAlign: 'center' }}>
        Ofertas
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', lg: 'repeat(6, 1fr)' },
          gap: 2,
        }}
      >
        {deals.map((deal) => (
          <li key={deal.id}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                // The listing filtered by the deal's percentage: the products the label promises.
                to={`${paths.products.getHref(deal.category.categoryId)}?discount=${deal.discount}`}
                sx={{ height: '100%' }}
              >
                <Box sx={{ aspectRatio: '1 / 1' }}>
                  <CategoryImage
                    src={deal.category.image}
                    alt=""
                    sizes="(min-width: 1200px) 17vw, (min-width: 600px) 34vw, 50vw"
                  />
                </Box>
                <Box sx={{ p: 1.5, textAlign: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {deal.category.name}
                  </Typography>
                  <Typography variant="body2" color="success.main" sx={{ fontWeight: 700 }}>
                    {`Hasta ${deal.discount}% de descuento`}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
