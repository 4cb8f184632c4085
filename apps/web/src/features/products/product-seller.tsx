import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGetShopQuery } from '@/api/catalog';
import { ShopStats } from '@/components/product/shop-stats';
import { paths } from '@/config/paths';

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
