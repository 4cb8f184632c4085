import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReviewResponse } from '@tecnobazar/shared';
import { Link as RouterLink } from 'react-router';
import { useDeleteReviewMutation } from '@/api/reviews';
import type { Notify } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { ReportReviewButton } from './report-review-button';
import { ReviewContent } from './review-content';

interface ReviewItemProps {
  review: ReviewResponse;
  /**
   * Who reads it: the author edits and deletes it, another signed-in shopper may report it, a visitor
   * only reads.
   */
  viewer: 'author' | 'shopper' | 'visitor';
  notify: Notify;
}

/** A review in the public lists (reviews page, product page), with the seller's reply under it. */
export function ReviewItem({ review, viewer, notify }: ReviewItemProps) {
  const [deleteReview, { isLoading: deleting }] = useDeleteReviewMutation();
  const remove = async () => {
    const result = await deleteReview(review.id);
    if (result.error) notify('error', errorMessage(result.error, 'Failed to delete review'));
  };
  return (
    <Box component="li" aria-label={`Reseña de ${review.user.fullName}`}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
          <ReviewContent review={review} />
          {review.sellerReply && (
            <Paper
              variant="outlined"
              component="section"
              aria-label="Respuesta del vendedor"
              sx={{ p: 1.5, bgcolor: 'grey.50' }}
            >
              <Typography variant="subtitle2">Respuesta del vendedor</Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {review.sellerReply.text}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatOrderDate(review.sellerReply.date)}
              </Typography>
            </Paper>
          )}
          {viewer === 'shopper' && (
            <Box>
              <ReportReviewButton reviewId={review.id} notify={notify} />
            </Box>
          )}
        </Stack>
        {viewer === 'author' && (
          <Stack direction="row">
            <IconButton
              aria-label="Editar reseña"
              component={RouterLink}
              to={paths.createReview.getHref(review.productId, review.id)}
            >
              <EditOutlined />
            </IconButton>
            <IconButton aria-label="Eliminar reseña" color="error" onClick={remove} disabled={deleting}>
              <DeleteOutline />
            </IconButton>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}

/** Who a signed-in profile (or none) is to a review. */
export const viewerOf = (review: ReviewResponse, userId: number | undefined): ReviewItemProps['viewer'] =>
  userId === undefined ? 'visitor' : userId === review.user.id ? 'author' : 'shopper';
