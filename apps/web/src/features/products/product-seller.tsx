import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetRelatedProductsQuery, useGetShopQuery } from '@/api/catalog';
import { paths } from '@/app/paths';
import { ProductGrid, ProductGridSkeleton } from '@/components/product/product-grid';
import { ShopStats } from '@/components/product/shop-stats';

/** The shop under the title: its name linking to its page, then its rating and sales once they load. */
export function SellerLine({ sellerId, name }: { sellerId: number; name: string }) {
  const { data: shop } = useGetShopQuery(sellerId);
  return (
    <Stack spacing={0.25} sx={{ mt: 0.5 }}>
      <Typography color="text.secondary">
        {'Vendido por '}
        <Link component={RouterLink} to={paths.shop.getHref(sellerId)} sx={{ fontWeight: 600 }}>
          {name}
        </Link>
      </Typography>
      {/* The line's room is kept while the numbers load, so nothing below moves. */}
      <Stack sx={{ minHeight: 20 }}>{shop && <ShopStats shop={shop} />}</Stack>
    </Stack>
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
