import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { HomePageResponse } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryImage } from './category-image';

export function ShopByCategory({ categories }: { categories: HomePageResponse['shopByCategories'] }) {
  if (categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="shop-by-category">
      <Typography
        id="shop-by-category"
        variant="h5"
        component="h2"
        sx={{ fontWeight: 600, mb: 3, textAlign: 'center' }}
      >
        Comprar por categoría
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          rowGap: { xs: 2, md: 3 },
        }}
      >
        {categories.map((category) => (
          <Box component="li" key={category.id} sx={{ width: { xs: '33.33%', sm: 140 } }}>
            <Box
              component={RouterLink}
              to={paths.products.getHref(category.categoryId)}
              sx={{
                display: 'flex',
                flexDirection: 'column',
                alignItems: 'center',
                gap: 1,
                color: 'text.primary',
                textDecoration: 'none',
                '&:hover .circle': { borderColor: 'primary.main' },
              }}
            >
              <Box
                className="circle"
                sx={{
                  width: { xs: 84, md: 120 },
                  aspectRatio: '1 / 1',
                  borderRadius: '50%',
                  overflow: 'hidden',
                  border: 3,
                  borderColor: 'secondary.main',
                  transition: 'border-color 200ms',
                }}
              >
                <CategoryImage src={category.image} alt="" sizes="(min-width: 900px) 120px, 84px" />
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 500, textAlign: 'center' }}>
                {category.name}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
