import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import Grid from '@mui/material/Grid';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { type ReviewSort, useGetReviewPageQuery } from '@/api/reviews';
import { PageHeading } from '@/components/page-heading';
import { PageLoader } from '@/components/page-loader';
import { Pager } from '@/components/pager';
import { RatingSummary } from '@/components/review/rating-summary';
import { ReviewItem, viewerOf } from '@/components/review/review-item';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useUserProfile } from '@/lib/session/session';
import { ProductSummary } from './product-summary';

const SORTS: { value: ReviewSort; label: string }[] = [
  { value: 'newest', label: 'Más recientes' },
  { value: 'highest', label: 'Mejor calificadas' },
  { value: 'lowest', label: 'Peor calificadas' },
  { value: 'photos', label: 'Con fotos' },
];

/** /reviews/{productId}: the product, the real rating summary and the reviews (product.md#reviews). */
export function ReviewsPage() {
  const { productId: param = '' } = useParams();
  const productId = Number(param);
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(0);
  const { data, error, isLoading } = useGetReviewPageQuery({ productId, sort, page });
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
              <Button component={RouterLink} to={paths.createReview.getHref(productId)} variant="contained">
                Escribir una reseña
              </Button>
            </Stack>
            {isLoading ? (
              <PageLoader />
            ) : error || !data ? (
              <Alert severity="error">{errorMessage(error, 'Failed to fetch reviews')}</Alert>
            ) : (
              <>
                <RatingSummary summary={data} />
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
                        viewer={viewerOf(review, profile?.id)}
                        notify={notify}
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
