import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewPage, ReviewResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { type ReviewSort, useDeleteReviewMutation, useGetReviewsQuery } from '@/api/reviews';
import { useUserProfile } from '@/app/session';
import { PageHeading } from '@/components/page-heading';
import { PageLoader } from '@/components/page-loader';
import { Pager } from '@/components/pager';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { ProductSummary } from './product-summary';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'highest', label: 'Mejor calificadas' },
  { value: 'lowest', label: 'Peor calificadas' },
  { value: 'photos', label: 'Con fotos' },
];

/** The bars of the summary box, with the spec §2 names (its "Avarage" spelt right). */
const STARS = [
  { star: 5, label: 'Excellent' },
  { star: 4, label: 'Very Good' },
  { star: 3, label: 'Good' },
  { star: 2, label: 'Average' },
  { star: 1, label: 'Poor' },
] as const;

const dateFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long' });
const averageFormat = new Intl.NumberFormat('es-CO', { maximumFractionDigits: 1 });

/** /reviews/{productId}: the product, the real rating summary and the reviews (spec §2 Reviews). */
export function ReviewsPage() {
  const { productId: param = '' } = useParams();
  const productId = Number(param);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useGetReviewsQuery({ productId, sort, page });
  const { profile } = useUserProfile();
  const { notify, toastProps } = useToast();

  return (
    <Box sx={{ px: { xs: 2, md: 6 }, py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProductSummary productId={productId} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack spacing={3}>
            <Stack
              direction="row"
              sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}
            >
              <PageHeading>Review & Ratings</PageHeading>
              <Button component={RouterLink} to={`/reviews/${productId}/create`} variant="contained">
                Escribir una reseña
              </Button>
            </Stack>
            {isLoading ? (
              <PageLoader />
            ) : error || !data ? (
              <Alert severity="error">{errorMessage(error, 'Failed to fetch reviews')}</Alert>
            ) : (
              <>
                <RatingSummary data={data} />
                <FormControl size="small" sx={{ maxWidth: 240 }}>
                  <InputLabel id="review-sort-label">Ordenar por</InputLabel>
                  <Select
                    labelId="review-sort-label"
                    label="Ordenar por"
                    value={sort}
                    onChange={(event) => {
                      setSort(event.target.value as ReviewSort);
                      setPage(0);
                    }}
                  >
                    {SORTS.map((option) => (
                      <MenuItem key={option.value} value={option.value}>
                        {option.label}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
                {data.content.length === 0 ? (
                  <Typography color="text.secondary">Aún no hay reseñas de este producto.</Typography>
                ) : (
                  <Stack
                    divider={<Divider />}
                    spacing={2}
                    component="ul"
                    sx={{ listStyle: 'none', p: 0, m: 0 }}
                  >
                    {data.content.map((review) => (
                      <ReviewItem
                        key={review.id}
                        review={review}
                        own={profile !== undefined && profile.id === review.user.id}
                        onError={(message) => notify('error', message)}
                      />
                    ))}
                  </Stack>
                )}
                {data.totalPages > 1 && (
                  <Pager
                    page={page}
                    pageCount={data.totalPages}
                    onChange={setPage}
                    label="Páginas de reseñas"
                  />
                )}
              </>
            )}
          </Stack>
        </Grid>
      </Grid>
      <Toast {...toastProps} />
    </Box>
  );
}

function RatingSummary({ data }: { data: ReviewPage }) {
  const { averageRating, totalElements, distribution } = data;
  return (
    <Paper variant="outlined" component="section" aria-label="Resumen de calificaciones" sx={{ p: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
        <Stack spacing={0.5} sx={{ alignItems: 'center', minWidth: 140 }}>
          <Typography variant="h3" component="p" data-testid="average-rating">
            {averageFormat.format(averageRating)}
          </Typography>
          <Rating value={averageRating} precision={0.5} readOnly aria-label="Calificación promedio" />
          <Typography color="text.secondary" data-testid="ratings-count">
            {totalElements === 1 ? '1 reseña' : `${totalElements} reseñas`}
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

interface ReviewItemProps {
  review: ReviewResponse;
  own: boolean;
  onError: (message: string) => void;
}

function ReviewItem({ review, own, onError }: ReviewItemProps) {
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();
  const remove = async () => {
    const result = await deleteReview(review.id);
    if (result.error) onError(errorMessage(result.error, 'Failed to delete review'));
  };
  return (
    <Box component="li" aria-label={`Reseña de ${review.user.fullName}`}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 600 }}>{review.user.fullName}</Typography>
            {review.verifiedPurchase && <Chip size="small" color="success" label="Compra verificada" />}
          </Stack>
          <Rating
            value={review.rating}
            precision={0.5}
            readOnly
            size="small"
            aria-label={`${review.rating} estrellas`}
          />
          <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reviewText}
          </Typography>
          {review.productImages.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
              {review.productImages.map((url, index) => (
                <Box
                  key={url}
                  component="img"
                  src={url}
                  alt={`Foto ${index + 1} de la reseña de ${review.user.fullName}`}
                  sx={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 1 }}
                />
              ))}
            </Stack>
          )}
          <Typography variant="caption" color="text.secondary">
            {dateFormat.format(new Date(review.createdAt))}
          </Typography>
        </Stack>
        {own && (
          <IconButton aria-label="Eliminar reseña" color="error" onClick={remove} disabled={deleting}>
            <DeleteOutline />
          </IconButton>
        )}
      </Stack>
    </Box>
  );
}
