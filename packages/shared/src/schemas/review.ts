import { z } from 'zod';
import { text } from './common.ts';

/** The spec §5 review form messages, word for word. */
export const REVIEW_MESSAGES = {
  textRequired: 'Review text is required',
  textMin: 'Review must be at least 10 characters long',
  ratingRequired: 'Rating is required',
  ratingMin: 'Rating must be at least 0',
  ratingMax: 'Rating cannot be more than 5',
} as const;

const reviewText = text(REVIEW_MESSAGES.textRequired, { multiline: true })
  .min(1, REVIEW_MESSAGES.textRequired)
  .min(10, REVIEW_MESSAGES.textMin)
  .max(2000, 'La reseña puede tener como máximo 2000 caracteres');
const reviewRating = z
  .number({
    error: (issue) =>
      issue.input === undefined ? REVIEW_MESSAGES.ratingRequired : 'Rating must be a number',
  })
  .min(0, REVIEW_MESSAGES.ratingMin)
  .max(5, REVIEW_MESSAGES.ratingMax)
  .refine((n) => Number.isInteger(n * 2), 'La calificación va de media en media estrella');
const productImages = z
  .array(text('La foto debe ser una dirección').min(1).max(2048), { error: 'Las fotos deben ser una lista' })
  .max(5, 'Como máximo 5 fotos')
  .default([]);

/** `POST /api/products/{productId}/reviews` (spec §3: reviewText, reviewRating, productImages). */
export const CreateReviewBody = z.strictObject({ reviewText, reviewRating, productImages });
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** `PATCH /api/reviews/{reviewId}`: the author changes any of the three. */
export const UpdateReviewBody = z
  .strictObject({
    reviewText: reviewText.optional(),
    reviewRating: reviewRating.optional(),
    productImages: productImages.unwrap().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'No hay cambios que guardar');
export type UpdateReviewBody = z.infer<typeof UpdateReviewBody>;

export const ReviewResponse = z.object({
  id: z.number(),
  productId: z.number(),
  /** Reviewers are shown by name only. */
  user: z.object({ id: z.number(), fullName: z.string() }),
  reviewText: z.string(),
  rating: z.number(),
  productImages: z.array(z.string()),
  verifiedPurchase: z.boolean(),
  createdAt: z.string(),
});
export type ReviewResponse = z.infer<typeof ReviewResponse>;

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export const REVIEWS_PAGE_SIZE = 10;
export const ReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: 'Orden no válido' }).default('newest'),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});

/** The product's reviews: a page of them, and the summary over all (average, count, count per star). */
export const ReviewPage = z.object({
  content: z.array(ReviewResponse),
  totalPages: z.number(),
  totalElements: z.number(),
  averageRating: z.number(),
  /** Reviews per star, 5 down to 1; a half star counts toward the star below (4.5 → 4), below 1 counts as 1. */
  distribution: z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() }),
});
export type ReviewPage = z.infer<typeof ReviewPage>;

export const ReviewIdParams = z.object({
  reviewId: z.coerce.number({ error: 'Reseña no encontrada' }).int().positive('Reseña no encontrada'),
});
