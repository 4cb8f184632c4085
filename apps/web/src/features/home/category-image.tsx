import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';
import { Img } from '@/components/product/img';
import { DEMO_IMAGE_SIZE, type ImagePriority, pictureAttributes } from '@/lib/image-srcset';
import { usePicturesHeld } from '@/lib/main-picture';

interface CategoryImageProps {
  src?: string;
  alt: string;
  sx?: SxProps<Theme>;
  /** How wide the image shows, as a CSS sizes list, so the browser picks the narrowest copy that fills it. */
  sizes: string;
  priority?: ImagePriority;
}

/**
 * A home tile's image, or a grey placeholder box when the image is missing or fails to load. It fills the
 * box its parent sizes, so nothing moves when it loads.
 */
export function CategoryImage({ src, alt, sx, sizes, priority = 'lazy' }: CategoryImageProps) {
  const held = usePicturesHeld();
  const [failed, setFailed] = useState(false);
  const base = { width: '100%', height: '100%', display: 'block' };

  if (!src || failed) {
    return (
      <Box
        // A decorative image (empty alt) stays decorative as a placeholder.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
        sx={[
          { ...base, bgcolor: 'grey.200', color: 'grey.500', display: 'grid', placeItems: 'center' },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        <ImageOutlined fontSize="large" />
      </Box>
    );
  }
  return (
    <Img
      {...pictureAttributes(src, sizes, priority, held)}
      width={DEMO_IMAGE_SIZE}
      height={DEMO_IMAGE_SIZE}
      alt={alt}
      onError={() => setFailed(true)}
      sx={[{ ...base, objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
