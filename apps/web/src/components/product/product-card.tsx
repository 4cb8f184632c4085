import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductResponse } from '@tecnobazar/shared';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/app/paths';
import { DEMO_IMAGE_SIZE, type ImagePriority, pictureAttributes } from '@/lib/image-srcset';
import { usePicturesHeld } from '@/lib/main-picture';
import { Img } from './img';
import { ProductPrice } from './product-price';
import { WishlistButton } from './wishlist-button';

const CAROUSEL_INTERVAL_MS = 1000;
const REVEAL_CLASS = 'product-card-reveal';

interface ProductCardProps {
  product: ProductResponse;
  /** On the wishlist page: an always-visible X that removes the product instead of the hover heart. */
  removable?: boolean;
  /** How wide the picture shows, as a CSS sizes list (the grid knows its columns). */
  sizes: string;
  /** How the first picture loads (the others load only once the pointer rests on the card). */
  imagePriority?: ImagePriority;
}

export function ProductCard({ product, removable = false, sizes, imagePriority = 'lazy' }: ProductCardProps) {
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
    <Card
      variant="outlined"
      onMouseEnter={() => {
        setHovered(true);
        setShowAllImages(true);
      }}
      onMouseLeave={() => {
        setHovered(false);
        setImageIndex(0);
      }}
      sx={{
        position: 'relative',
        height: '100%',
        [`&:hover .${REVEAL_CLASS}, &:focus-within .${REVEAL_CLASS}`]: { opacity: 1 },
        // Touch screens have no hover: the heart is always there.
        '@media (hover: none)': { [`& .${REVEAL_CLASS}`]: { opacity: 1 } },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={paths.productDetails.getHref(product.category.categoryId, product.title, product.id)}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100', overflow: 'hidden' }}>
          {images.length === 0 ? (
            <Box
              sx={{
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                color: 'grey.500',
              }}
            >
              <ImageNotSupportedOutlined fontSize="large" />
            </Box>
          ) : (
            images.slice(0, showAllImages ? images.length : 1).map((src, index) => (
              <Img
                key={src}
                {...pictureAttributes(src, sizes, index === 0 ? imagePriority : 'lazy', held)}
                // The box is square whatever the file; these give the browser the shape before it loads.
                width={DEMO_IMAGE_SIZE}
                height={DEMO_IMAGE_SIZE}
                // The title below names the card; the pictures are decoration.
                alt=""
                data-current={index === imageIndex}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  objectFit: 'cover',
                  opacity: index === imageIndex ? 1 : 0,
                  transition: 'opacity 300ms',
                }}
              />
            ))
          )}
          {!product.in_stock && (
            <Chip
              label="Agotado"
              size="small"
              sx={{ position: 'absolute', left: 8, top: 8, bgcolor: 'grey.800', color: 'common.white' }}
            />
          )}
        </Box>
        <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5, flexGrow: 1 }}>
          <Typography
            component="h3"
            variant="body2"
            sx={{
              fontWeight: 600,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
              minHeight: '2.86em',
            }}
          >
            {product.title}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {product.seller.businessDetails.businessName}
          </Typography>
          <CardRating average={product.averageRating} count={product.numRatings} />
          <ProductPrice
            sellingPrice={product.sellingPrice}
            mrpPrice={product.mrpPrice}
            discountPercent={product.discountPercent}
          />
        </Box>
      </CardActionArea>
      <WishlistButton
        productId={product.id}
        variant={removable ? 'remove' : 'heart'}
        className={removable ? undefined : REVEAL_CLASS}
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          transition: 'opacity 150ms',
          ...(removable ? {} : { opacity: 0, '&[data-in-wishlist="true"]': { opacity: 1 } }),
        }}
      />
    </Card>
  );
}

/** A card's shape while the products load: the same picture box and lines, so nothing moves when they come. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ height: 'auto', aspectRatio: '1 / 1' }} />
      <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Typography variant="body2" sx={{ minHeight: '2.86em' }}>
          <Skeleton width="90%" />
          <Skeleton width="60%" />
        </Typography>
        <Typography variant="caption">
          <Skeleton width="50%" />
        </Typography>
        <Box sx={{ minHeight: 20 }} />
        <Typography sx={{ fontSize: 16 }}>
          <Skeleton width="40%" />
        </Typography>
      </Box>
    </Card>
  );
}

const averageFormat = new Intl.NumberFormat('es-CO', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The real average and number of reviews; the line keeps its height without any, so cards line up. */
function CardRating({ average, count }: { average: number; count: number }) {
  const label = `Calificación ${averageFormat.format(average)} de 5, ${count === 1 ? '1 reseña' : `${count} reseñas`}`;
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', minHeight: 20 }}
      {...(count > 0 && { role: 'img', 'aria-label': label })}
    >
      {count > 0 && (
        <>
          <Rating value={average} precision={0.5} readOnly size="small" aria-hidden />
          <Typography variant="caption" color="text.secondary" aria-hidden>
            {`${averageFormat.format(average)} (${count})`}
          </Typography>
        </>
      )}
    </Stack>
  );
}
