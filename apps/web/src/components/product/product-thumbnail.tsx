import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import { pictureAttributes } from '@/lib/image-srcset';
import { usePicturesHeld } from '@/lib/main-picture';
import { Img } from './img';

/** A product's small square picture in a list (order lines, reviews), or a placeholder when it has none. */
export function ProductThumbnail({ src, size }: { src: string | null | undefined; size: number }) {
  const held = usePicturesHeld();
  return (
    <Box
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        display: 'grid',
        placeItems: 'center',
        color: 'grey.500',
      }}
    >
      {src ? (
        <Img
          {...pictureAttributes(src, `${size}px`, 'lazy', held)}
          width={size}
          height={size}
          alt=""
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageNotSupportedOutlined />
      )}
    </Box>
  );
}
