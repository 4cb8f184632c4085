import { formatPrice } from '@/lib/format-price';
import styles from './product-price.module.css';

interface ProductPriceProps {
  sellingPrice: number;
  mrpPrice: number;
  discountPercent: number;
  size?: 'small' | 'large';
}

/** Selling price, the list price struck through, and the discount in green. */
export function ProductPrice({ sellingPrice, mrpPrice, discountPercent, size = 'small' }: ProductPriceProps) {
  return (
    <div className={size === 'large' ? `${styles.price} ${styles.large}` : styles.price}>
      <span className={styles.selling}>{formatPrice(sellingPrice)}</span>
      {mrpPrice > sellingPrice && (
        <del className={styles.list}>
          <span className={styles.hidden}>Precio sugerido </span>
          {formatPrice(mrpPrice)}
        </del>
      )}
      {discountPercent > 0 && <span className={styles.discount}>{`${discountPercent}% de descuento`}</span>}
    </div>
  );
}
