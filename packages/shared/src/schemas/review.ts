import { z } from 'zod';
import { REVIEW_PHOTOS_MAX } from '../constants/limits.ts';
import { text } from './common.ts';

/** The review form messages, word for word from the spec (product.md#forms). */
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
  .max(REVIEW_PHOTOS_MAX, `Como máximo ${REVIEW_PHOTOS_MAX} fotos`)
  .default([]);

/** `POST /api/products/{productId}/reviews` (the spec's fields: reviewText, reviewRating, productImages). */
export const CreateReviewBody = z.object({ reviewText, reviewRating, productImages });
export type CreateReviewBody = z.infer<typeof CreateReviewBody>;

/** `PATCH /api/reviews/{reviewId}`: the author changes any of the three. */
export const UpdateReviewBody = z
  .object({
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
  /** The product seller's public answer, or null. */
  sellerReply: z.object({ text: z.string(), date: z.string() }).nullable(),
  /** The shop a verified reviewer bought it from ('Vendido por', decision 0028); null otherwise. */
  soldBy: z.object({ id: z.number(), businessName: z.string() }).nullable().optional(),
});
export type ReviewResponse = z.infer<typeof ReviewResponse>;

/** The most reviews `GET /api/products/{productId}/reviews` answers at once. */
export const REVIEW_LIST_MAX = 100;
/**
 * `GET /api/products/{productId}/reviews`, as the spec's client calls it (no parameters): the newest
 * REVIEW_LIST_MAX. `page` and `size` ask for one page; the answer is an array either way
 * (product.md#reviews).
 */
export const ReviewListQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
  size: z.coerce
    .number({ error: 'El tamaño de página debe ser un número' })
    .int()
    .min(1, 'El tamaño de página debe ser al menos 1')
    .max(REVIEW_LIST_MAX, `El tamaño de página puede ser como máximo ${REVIEW_LIST_MAX}`)
    .default(REVIEW_LIST_MAX),
});
/** The spec's client maps over the body: a plain array of reviews, newest first. */
export const ReviewList = z.array(ReviewResponse);

export const REVIEW_SORTS = ['newest', 'highest', 'lowest', 'photos'] as const;
export const REVIEWS_PAGE_SIZE = 10;
/** `GET /api/products/{productId}/reviews/page`: our pages' sort and page. */
export const ReviewsQuery = z.object({
  sort: z.enum(REVIEW_SORTS, { error: 'Orden no válido' }).default('newest'),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});

/**
 * `GET /api/products/{productId}/reviews/page`, for our own pages: a page of the product's reviews, and the
 * summary over all (average, count, count per star).
 */
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

const reason = (label: string) =>
  text(`${label} es obligatorio`, { multiline: true })
    .min(1, `${label} es obligatorio`)
    .min(5, `${label} debe tener al menos 5 caracteres`)
    .max(500, `${label} puede tener como máximo 500 caracteres`);

/** `PUT /api/seller/reviews/{reviewId}/reply`: the product's seller answers a review once, and may edit it. */
export const SellerReplyBody = z.object({
  reply: text('La respuesta es obligatoria', { multiline: true })
    .min(1, 'La respuesta es obligatoria')
    .min(2, 'La respuesta debe tener al menos 2 caracteres')
    .max(1000, 'La respuesta puede tener como máximo 1000 caracteres'),
});
export type SellerReplyBody = z.infer<typeof SellerReplyBody>;

/** `POST /api/reviews/{reviewId}/report`: a shopper reports a review to the administrators. */
export const ReportReviewBody = z.object({ reason: reason('El motivo') });
export type ReportReviewBody = z.infer<typeof ReportReviewBody>;

/** `POST /admin/reviews/{reviewId}/hide`: the administrator's reason, kept with the review and the audit log. */
export const HideReviewBody = z.object({ reason: reason('El motivo') });
export type HideReviewBody = z.infer<typeof HideReviewBody>;

const ReviewedProduct = z.object({ id: z.number(), title: z.string(), image: z.string().nullable() });
export const ProductReviewResponse = ReviewResponse.extend({ product: ReviewedProduct });
export type ProductReviewResponse = z.infer<typeof ProductReviewResponse>;

export const SELLER_REVIEWS_PAGE_SIZE = 10;
export const SellerReviewsQuery = z.object({
  /** Only the reviews the seller has not answered yet. */
  unanswered: z.enum(['true', 'false']).default('false'),
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});
/** `GET /api/seller/reviews`: the reviews of the seller's products, newest first. */
export const SellerReviewPage = z.object({
  content: z.array(ProductReviewResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type SellerReviewPage = z.infer<typeof SellerReviewPage>;

export const REPORTED_REVIEWS_PAGE_SIZE = 20;
export const ReportedReviewsQuery = z.object({
  page: z.coerce.number({ error: 'La página debe ser un número' }).int().min(0).max(10_000).default(0),
});
/** `GET /admin/reviews`: reviews with open reports, the most reported first, each with its reports. */
export const ReportedReviewPage = z.object({
  content: z.array(
    z.object({
      review: ProductReviewResponse,
      reports: z.array(
        z.object({ id: z.number(), reason: z.string(), reporter: z.string(), date: z.string() }),
      ),
    }),
  ),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type ReportedReviewPage = z.infer<typeof ReportedReviewPage>;
