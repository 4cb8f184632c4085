import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

/** A home tile's image, or a grey placeholder box when the image is missing or fails to load. */
export function CategoryImage({ src, alt, sx }: { src?: string; alt: string; sx?: SxProps<Theme> }) {
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
    <Box
      component="img"
      src={src}
      alt={alt}
      onError={() => setFailed(true)}
      sx={[{ ...base, objectFit: 'cover' }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
