import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CreateReviewBody } from '@tecnobazar/shared';
import { REVIEW_PHOTOS_MAX } from '@tecnobazar/shared/constants/limits';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useCreateReviewMutation, useGetReviewQuery, useUpdateReviewMutation } from '@/api/reviews';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import { PageHeading } from '@/components/page-heading';
import { PageLoader } from '@/components/page-loader';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { useLoginReturn } from '@/lib/session/login-return';
import { useAppSelector } from '@/lib/store/hooks';
import { ProductSummary } from './product-summary';

interface ReviewFormValues {
  reviewText: string;
  /** Null until a star is chosen: the schema then says 'Rating is required'. */
  reviewRating: number | null;
  productImages: string[];
}

const EMPTY: ReviewFormValues = { reviewText: '', reviewRating: null, productImages: [] };

/** The server's own schema (product.md#forms), with an unchosen rating read as missing. */
const schema = z.preprocess(
  (values: ReviewFormValues) => ({ ...values, reviewRating: values.reviewRating ?? undefined }),
  CreateReviewBody,
);

/**
 * /reviews/{productId}/create: the product and the review form (product.md#reviews). With `?editar={id}`
 * the form loads that review of the shopper's and saves the changes instead.
 */
export function CreateReviewPage() {
  const { productId: param = '' } = useParams();
  const productId = Number(param);
  const jwt = useAppSelector((state) => state.auth.jwt);
  const navigate = useNavigate();
  const loginReturn = useLoginReturn();
  const editId = Number(useSearchParams()[0].get('editar')) || undefined;
  const editing = useGetReviewQuery(editId ?? 0, { skip: editId === undefined || !jwt });
  const [createReview] = useCreateReviewMutation();
  const [updateReview] = useUpdateReviewMutation();
  const { notify, toastProps } = useToast();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormValues, unknown, CreateReviewBody>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const existing = editing.data;
  useEffect(() => {
    if (existing)
      reset({
        reviewText: existing.reviewText,
        reviewRating: existing.rating,
        productImages: existing.productImages,
      });
  }, [existing, reset]);

  if (!jwt) return <Navigate to={paths.login} replace {...loginReturn} />;
  if (editing.isLoading) return <PageLoader />;

  const submit = handleSubmit(async (body) => {
    const result = existing
      ? await updateReview({ reviewId: existing.id, body })
      : await createReview({ productId, body });
    if (result.error) {
      notify(
        'error',
        errorMessage(result.error, existing ? 'Failed to update review' : 'Failed to create review'),
      );
      return;
    }
    navigate(paths.reviews.getHref(productId));
  });

  return (
    <Box sx={{ px: { xs: 2, md: 6 }, py: 4 }}>
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 4 }}>
          <ProductSummary productId={productId} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Escribir una reseña">
            <PageHeading>Write Your Review & Give Ratings</PageHeading>
            <Box>
              <Typography id="review-rating-label" sx={{ mb: 0.5 }}>
                Calificación
              </Typography>
              <Controller
                control={control}
                name="reviewRating"
                render={({ field }) => (
                  <Rating
                    name="reviewRating"
                    value={field.value}
                    precision={0.5}
                    max={5}
                    size="large"
                    onChange={(_event, value) => field.onChange(value)}
                    onBlur={field.onBlur}
                    aria-labelledby="review-rating-label"
                  />
                )}
              />
              {errors.reviewRating?.message && (
                <FormHelperText error>{errors.reviewRating.message}</FormHelperText>
              )}
            </Box>
            <TextField
              label="Tu reseña"
              multiline
              minRows={5}
              fullWidth
              {...register('reviewText')}
              error={Boolean(errors.reviewText)}
              helperText={errors.reviewText?.message}
            />
            <Controller
              control={control}
              name="productImages"
              render={({ field }) => (
                <ImageUploadField
                  value={field.value}
                  onChange={field.onChange}
                  max={REVIEW_PHOTOS_MAX}
                  label="Agregar foto"
                  error={errors.productImages?.message}
                  disabled={isSubmitting}
                  onUploadingChange={setUploading}
                />
              )}
            />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={isSubmitting || uploading}
                startIcon={
                  isSubmitting ? <CircularProgress size={18} color="inherit" aria-label="Enviando" /> : null
                }
              >
                {existing ? 'Guardar cambios' : 'Publicar reseña'}
              </Button>
            </Box>
          </Stack>
        </Grid>
      </Grid>
      <Toast {...toastProps} />
    </Box>
  );
}
