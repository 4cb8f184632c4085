import Typography from '@mui/material/Typography';
import type { ShopResponse } from '@tecnobazar/shared';

const averageFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const countFormat = new Intl.NumberFormat('es-CO');
const plural = (n: number, one: string, many: string) => `${countFormat.format(n)} ${n === 1 ? one : many}`;

/** '4,6 (120 reseñas) · 350 ventas · 24 productos': a shop at a glance. */
export function ShopStats({ shop }: { shop: ShopResponse }) {
  const parts = [
    shop.numRatings > 0
      ? `${averageFormat.format(shop.averageRating)} (${plural(shop.numRatings, 'reseña', 'reseñas')})`
      : 'Sin reseñas',
    plural(shop.salesCount, 'venta', 'ventas'),
    plural(shop.productCount, 'producto', 'productos'),
  ];
  return (
    <Typography variant="body2" color="text.secondary">
      {parts.join(' · ')}
    </Typography>
  );
}
