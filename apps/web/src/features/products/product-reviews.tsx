import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetReviewPageQuery } from '@/api/reviews';
import { RatingSummary } from '@/components/review/rating-summary';
import { ReviewItem, viewerOf } from '@/components/review/review-item';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useUserProfile } from '@/lib/session/session';

/** How many of the newest reviews the product page shows before "Ver todas las reseñas". */
const SHOWN = 3;

/** The product page's reviews: the real summary, the three newest and the way to all of them or a new one. */
export function ProductReviews({ productId, notify }: { productId: number; notify: Notify }) {
  const { data, error, isLoading } = useGetReviewPageQuery({ productId, sort: 'newest', page: 0 });
  const { profile } = useUserProfile();

  return (
    <Stack component="section" aria-labelledby="product-reviews-heading" spacing={3} sx={{ mt: 6 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography id="product-reviews-heading" variant="h6" component="h2">
          Reseñas y calificaciones
        </Typography>
        <Button component={RouterLink} to={paths.createReview.getHref(productId)} variant="outlined">
          Escribir una reseña
        </Button>
      </Stack>
      {isLoading ? (
        <Skeleton variant="rounded" height={180} />
      ) : error || !data ? (
        <Alert severity="error">{errorMessage(error, 'Failed to fetch reviews')}</Alert>
      ) : data.totalElements === 0 ? (
        <Typography color="text.secondary">
          Aún no hay reseñas de este producto. ¡Sé el primero en opinar!
        </Typography>
      ) : (
        <>
          <RatingSummary summary={data} />
          <Stack divider={<Divider />} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.content.slice(0, SHOWN).map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                viewer={viewerOf(review, profile?.id)}
                notify={notify}
              />
            ))}
          </Stack>
          <Box>
            <Button component={RouterLink} to={paths.reviews.getHref(productId)}>
              {`Ver todas las reseñas (${data.totalElements})`}
            </Button>
          </Box>
        </>
      )}
    </Stack>
  );
}
