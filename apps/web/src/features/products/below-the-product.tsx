import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetRelatedProductsQuery } from '@/api/catalog';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import type { Notify } from '@/components/toast';
import { ProductReviews } from './product-reviews';

/**
 * What the product page shows below the product: related products and the reviews. Its own chunk
 * (product-details-page.tsx loads it lazily): neither is on a phone's first screen, and their code would
 * otherwise be downloaded before the main picture can be drawn.
 */
export default function BelowTheProduct({ productId, notify }: { productId: number; notify: Notify }) {
  return (
    <>
      <RelatedProducts productId={productId} />
      <ProductReviews productId={productId} notify={notify} />
    </>
  );
}

const RELATED_COLUMNS = { xs: 2, md: 4 };

/**
 * 'También te puede interesar': other products of the category at a similar price; nothing when none.
 * While they load, their room is kept, so the reviews below do not move when they arrive.
 */
export function RelatedProducts({ productId }: { productId: number }) {
  const { data: related, isLoading } = useGetRelatedProductsQuery(productId);
  if (isLoading) {
    return (
      <Stack aria-hidden spacing={2} sx={{ mt: 6 }}>
        <Typography variant="h6">
          <Skeleton width={240} />
        </Typography>
        <ProductGridSkeleton columns={RELATED_COLUMNS} count={4} />
      </Stack>
    );
  }
  if (!related?.length) return null;
  return (
    <Stack component="section" aria-labelledby="related-heading" spacing={2} sx={{ mt: 6 }}>
      <Typography id="related-heading" variant="h6" component="h2">
        También te puede interesar
      </Typography>
      {/* Below the product: its pictures load when near. */}
      <ProductGrid products={related} columns={RELATED_COLUMNS} priority={false} />
    </Stack>
  );
}
