import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Skeleton from '@mui/material/Skeleton';
import type { ProductResponse } from '@tecnobazar/shared';
import { memo, type ReactNode, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/config/paths';
import { DEMO_IMAGE_SIZE, type ImagePriority, pictureAttributes } from '@/lib/image-srcset';
import { usePicturesHeld } from '@/lib/main-picture';
import styles from './product-card.module.css';
import { ProductPrice } from './product-price';
import { WishlistButton } from './wishlist-button';

const CAROUSEL_INTERVAL_MS = 1000;

interface ProductCardProps {
  product: ProductResponse;
  /** On the wishlist page: an always-visible X that removes the product instead of the hover heart. */
  removable?: boolean;
  /** How wide the picture shows, as a CSS sizes list (the grid knows its columns). */
  sizes: string;
  /** How the first picture loads (the others load only once the pointer rests on the card). */
  imagePriority?: ImagePriority;
  /** Controls under the card's link, e.g. the wishlist's "Agregar al carrito". */
  footer?: ReactNode;
}

export const ProductCard = memo(function ProductCard({
  product,
  removable = false,
  sizes,
  imagePriority = 'lazy',
  footer,
}: ProductCardProps) {
  const held = usePicturesHeld();
  const [hovered, setHovered] = useState(false);
  // Only the first image loads until the pointer first rests on the card.
  const [showAllImages, setShowAllImages] = useState(false);
  const [imageIndex, setImageIndex] = useState(0);
  const { images } = product;

  useEffect(() => {
    if (!hovered || images.length < 2) return;
    const timer = setInterval(
      () => setImageIndex((index) => (index + 1) % images.length),
      CAROUSEL_INTERVAL_MS,
    );
    return () => clearInterval(timer);
  }, [hovered, images.length]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only turns the pictures; the link inside is what acts
    <div
      className={footer ? `${styles.card} ${styles.withFooter}` : styles.card}
      onMouseEnter={() => {
        setHovered(true);
        setShowAllImages(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
        setImageIndex(0);
      }}
    >
      <RouterLink
        className={styles.link}
        to={paths.productDetails.getHref(product.category.categoryId, product.title, product.id)}
      >
        <div className={styles.picture}>
          {images.length === 0 ? (
            <div className={styles.noImage}>
              <ImageNotSupportedOutlined fontSize="inherit" />
            </div>
          ) : (
            images.slice(0, showAllImages ? images.length : 1).map((src, index) => (
              <img
                key={src}
                className={styles.image}
                {...pictureAttributes(src, sizes, index === 0 ? imagePriority : 'lazy', held)}
                // The box is square whatever the file; these give the browser the shape before it loads.
                width={DEMO_IMAGE_SIZE}
                height={DEMO_IMAGE_SIZE}
                // The title below names the card; the pictures are decoration.
                alt=""
                data-current={index === imageIndex}
                style={{ opacity: index === imageIndex ? 1 : 0 }}
              />
            ))
          )}
          {!product.in_stock && <span className={styles.soldOut}>Agotado</span>}
        </div>
        <div className={styles.body}>
          <h3 className={styles.title}>{product.title}</h3>
          <span className={`${styles.caption} ${styles.seller}`}>
            {product.seller.businessDetails.businessName}
          </span>
          <CardRating average={product.averageRating} count={product.numRatings} />
          <ProductPrice
            sellingPrice={product.sellingPrice}
            mrpPrice={product.mrpPrice}
            discountPercent={product.discountPercent}
          />
        </div>
      </RouterLink>
      {footer && <div className={styles.footer}>{footer}</div>}
      <WishlistButton
        productId={product.id}
        variant={removable ? 'remove' : 'heart'}
        className={removable ? styles.wishlist : `${styles.wishlist} ${styles.reveal}`}
      />
    </div>
  );
});

/** A card's shape while the products load: the same picture box and lines, so nothing moves when they come. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card}>
      <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '1 / 1' }} />
      <div className={styles.body}>
        <div className={styles.title}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </div>
        <span className={styles.caption}>
          <Skeleton width="50%" />
        </span>
        <div className={styles.rating} />
        <div style={{ fontSize: 16, lineHeight: 1.5 }}>
          <Skeleton width="40%" />
        </div>
      </div>
    </div>
  );
}

const averageFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_OUTLINE =
  'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z';
const fiveStars = (path: string) =>
  [1, 2, 3, 4, 5].map((n) => (
    <svg key={n} viewBox="0 0 24 24" focusable="false" aria-hidden>
      <path d={path} />
    </svg>
  ));

/** The real average and number of reviews; the line keeps its height without any, so cards line up. */
function CardRating({ average, count }: { average: number; count: number }) {
  const label = `Calificación ${averageFormat.format(average)} de 5, ${count === 1 ? '1 reseña' : `${count} reseñas`}`;
  // To the half star, as the product page's rating shows it.
  const filled = (Math.round(average * 2) / 2 / 5) * 100;
  return (
    <div className={styles.rating} {...(count > 0 && { role: 'img', 'aria-label': label })}>
      {count > 0 && (
        <>
          <span className={styles.stars} aria-hidden>
            <span className={styles.starsEmpty}>{fiveStars(STAR_OUTLINE)}</span>
            <span className={styles.starsFilled} style={{ width: `${filled}%` }}>
              {fiveStars(STAR)}
            </span>
          </span>
          <span className={styles.caption} aria-hidden>
            {`${averageFormat.format(average)} (${count})`}
          </span>
        </>
      )}
    </div>
  );
}
