import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewPage } from '@tecnobazar/shared';

/** The bars of the summary box, named as in the spec (its "Avarage" spelt right; product.md#reviews). */
const STARS = [
  { star: 5, label: 'Excellent' },
  { star: 4, label: 'Very Good' },
  { star: 3, label: 'Good' },
  { star: 2, label: 'Average' },
  { star: 1, label: 'Poor' },
] as const;

const averageFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });
export const reviewCount = (n: number) => (n === 1 ? '1 reseña' : `${n} reseñas`);

/** The product's real average, its number of reviews and how many gave each star. */
export function RatingSummary({
  summary,
}: {
  summary: Pick<ReviewPage, 'averageRating' | 'totalElements' | 'distribution'>;
}) {
  const { averageRating, totalElements, distribution } = summary;
  return (
    <Paper variant="outlined" component="section" aria-label="Resumen de calificaciones" sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 140 }}>
          <Typography variant="h3" component="p" data-testid="average-rating">
            {averageFormat.format(averageRating)}
          </Typography>
          <Rating value={averageRating} precision={0.5} readOnly aria-label="Calificación promedio" />
          <Typography color="text.secondary" data-testid="ratings-count">
            {reviewCount(totalElements)}
          </Typography>
        </Stack>
        <Stack spacing={1} sx={{ flex: 1 }}>
          {STARS.map(({ star, label }) => {
            const count = distribution[star];
            const percent = totalElements > 0 ? (count / totalElements) * 100 : 0;
            return (
              <Stack
                key={star}
                direction="row"
                spacing={2}
                sx={{ alignItems: 'center' }}
                data-testid={`bar-${star}`}
              >
                <Typography sx={{ width: 90 }}>{label}</Typography>
                <LinearProgress
                  variant="determinate"
                  value={percent}
                  aria-label={`${label}: ${count}`}
                  sx={{ flex: 1, height: 8, borderRadius: 4 }}
                />
                <Typography sx={{ width: 48, textAlign: 'right' }}>{count}</Typography>
              </Stack>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
