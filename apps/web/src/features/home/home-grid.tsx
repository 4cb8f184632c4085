import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { HomePageResponse } from '@tecnobazar/shared';
import { MAIN_PICTURE_SIZES } from '@tecnobazar/shared/media/pictures';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryImage } from './category-image';

const GRID_SIZE = 4;

// On wide screens the first tile is tall on the left, two sit beside it and the last one spans below them.
const AREAS = ['a', 'b', 'c', 'd'] as const;
// Each tile's width: half the row on phones; on wide screens a and d span half of it, b and c a quarter.
const SIZES: Record<(typeof AREAS)[number], string> = {
  a: MAIN_PICTURE_SIZES.homeTile,
  b: '(min-width: 900px) 25vw, 50vw',
  c: '(min-width: 900px) 25vw, 50vw',
  d: '50vw',
};
// Fixed row heights: the tiles have their size before any image loads.
const GRID_SX = {
  display: 'grid',
  gap: { xs: 1.5, md: 2 },
  gridTemplateColumns: { xs: '1fr 1fr', md: '2fr 1fr 1fr' },
  gridTemplateRows: { xs: '150px 150px', sm: '200px 200px', md: '220px 220px' },
  gridTemplateAreas: { xs: '"a b" "c d"', md: '"a b c" "a d d"' },
};

/** The four home tiles; a missing tile or image shows a placeholder box. */
export function HomeGrid({ items }: { items: HomePageResponse['grid'] }) {
  return (
    <Box component="section" aria-label="Destacados" sx={GRID_SX}>
      {AREAS.slice(0, GRID_SIZE).map((area, index) => {
        const item = items[index];
        const tileSx = { gridArea: area, position: 'relative', borderRadius: 2, overflow: 'hidden' };
        if (!item) {
          return <CategoryImage key={area} alt="Imagen no disponible" sx={tileSx} sizes={SIZES[area]} />;
        }
        return (
          <Box
            key={area}
            component={RouterLink}
            to={paths.products.getHref(item.categoryId)}
            sx={{ ...tileSx, display: 'block', '&:hover img': { transform: 'scale(1.04)' } }}
          >
            {/* The caption names the tile; the image is decoration. */}
            <CategoryImage
              src={item.image}
              alt=""
              sx={{ transition: 'transform 300ms' }}
              sizes={SIZES[area]}
              // All four are on screen at once; the first is the page's largest paint.
              priority={index === 0 ? 'high' : 'eager'}
            />
            <Typography
              sx={{
                position: 'absolute',
                left: 0,
                right: 0,
                bottom: 0,
                px: 2,
                py: 1.5,
                color: 'common.white',
                fontWeight: 600,
                fontSize: { xs: 14, md: 18 },
                background: 'linear-gradient(transparent, rgba(0,0,0,0.65))',
              }}
            >
              {item.name}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The tiles' places while the home page loads. */
export function HomeGridSkeleton() {
  return (
    <Box aria-hidden sx={GRID_SX}>
      {AREAS.map((area) => (
        <Skeleton key={area} variant="rounded" sx={{ gridArea: area, height: '100%', borderRadius: 2 }} />
      ))}
    </Box>
  );
}
