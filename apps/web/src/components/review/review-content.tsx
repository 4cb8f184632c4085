import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductReviewResponse, ReviewResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { paths } from '@/config/paths';
import { formatOrderDate } from '@/lib/format-date';
import { PhotoLightbox } from './photo-lightbox';

/**
 * What every list shows of a review: the author (by name only), the verified mark, the stars and date,
 * the text as written (plain text, never HTML) and the photos, which open full size.
 */
export function ReviewContent({ review }: { review: ReviewResponse }) {
  const [photo, setPhoto] = useState<number | null>(null);
  const author = review.user.fullName;
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{author}</Typography>
        {review.verifiedPurchase && <Chip size="small" color="success" label="Compra verificada" />}
        {review.soldBy && (
          <Typography variant="caption" color="text.secondary">
            {'Vendido por '}
            <Link component={RouterLink} to={paths.shop.getHref(review.soldBy.id)}>
              {review.soldBy.businessName}
            </Link>
          </Typography>
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating value={review.rating} precision={0.5} readOnly size="small" />
        <Typography variant="caption" color="text.secondary">
          <time dateTime={review.createdAt}>{formatOrderDate(review.createdAt)}</time>
        </Typography>
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{review.reviewText}</Typography>
      {review.productImages.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {review.productImages.map((url, index) => (
            <ButtonBase
              key={url}
              onClick={() => setPhoto(index)}
              aria-label={`Ver la foto ${index + 1} de la reseña de ${author}`}
              sx={{ borderRadius: 1, overflow: 'hidden' }}
            >
              <Box
                component="img"
                src={url}
                alt=""
                loading="lazy"
                sx={{ width: 72, height: 72, objectFit: 'cover', display: 'block' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
      <PhotoLightbox photos={review.productImages} index={photo} onIndexChange={setPhoto} author={author} />
    </Stack>
  );
}

// A review does not carry the product's category; the product page reads only the id from its address.
const PRODUCT_SEGMENT = 'producto';

/** The product a review is about, for the seller's and the administrator's lists: thumbnail and linked title. */
export function ReviewedProduct({
  product,
  titleId,
  caption,
}: {
  product: ProductReviewResponse['product'];
  titleId?: string;
  caption?: string;
}) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      <ProductThumbnail src={product.image} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={paths.productDetails.getHref(PRODUCT_SEGMENT, product.title, product.id)}
            underline="hover"
            color="inherit"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {product.title}
          </Link>
        </Typography>
        {caption && (
          <Typography variant="body2" color="text.secondary">
            {caption}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}
