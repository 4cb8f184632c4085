import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import { MAIN_PICTURE_SIZES } from '@tecnobazar/shared/media/pictures';
import { lazy, Suspense, useState } from 'react';
import { Img } from '@/components/product/img';
import { DEMO_IMAGE_SIZE, imageLoading, responsiveImage } from '@/lib/image-srcset';

// The zoom's code (a modal) loads on the first click, not before the main picture can be drawn.
const ImageZoomModal = lazy(() => import('./image-zoom-modal').then((m) => ({ default: m.ImageZoomModal })));

// The main image's width: the whole row on phones, half the page (less the thumbnails) from md up.
const MAIN_SIZES = MAIN_PICTURE_SIZES.productMain;
const THUMB_SIZES = '(min-width: 900px) 80px, 64px';

/** Thumbnails beside (or, on phones, below) the main image; the main image opens the zoom view. */
export function ProductGallery({ images, title }: { images: readonly string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [zoomOpen, setZoomOpen] = useState(false);
  const [zoomUsed, setZoomUsed] = useState(false);
  const main = images[selected] ?? images[0];

  if (!main) {
    return (
      <Box
        sx={{
          aspectRatio: '1 / 1',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          color: 'grey.500',
        }}
      >
        <ImageNotSupportedOutlined sx={{ fontSize: 64 }} />
      </Box>
    );
  }

  return (
    <Stack direction={{ xs: 'column-reverse', md: 'row' }} spacing={2}>
      {images.length > 1 && (
        <Stack direction={{ xs: 'row', md: 'column' }} spacing={1} sx={{ flexShrink: 0 }}>
          {images.map((src, index) => (
            <ButtonBase
              key={src}
              aria-label={`Ver imagen ${index + 1}`}
              aria-current={index === selected}
              onClick={() => setSelected(index)}
              sx={{
                width: { xs: 64, md: 80 },
                aspectRatio: '1 / 1',
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'divider',
                borderRadius: 1,
                overflow: 'hidden',
              }}
            >
              <Img
                {...responsiveImage(src, THUMB_SIZES)}
                {...imageLoading('eager')}
                width={80}
                height={80}
                alt=""
                sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
              />
            </ButtonBase>
          ))}
        </Stack>
      )}
      <ButtonBase
        aria-label="Ampliar imagen"
        onClick={() => {
          setZoomUsed(true);
          setZoomOpen(true);
        }}
        sx={{
          flex: 1,
          aspectRatio: '1 / 1',
          borderRadius: 1,
          overflow: 'hidden',
          cursor: 'zoom-in',
          bgcolor: 'grey.100',
        }}
      >
        {/* The page's largest paint: fetched at once, ahead of everything else. */}
        <Img
          {...responsiveImage(main, MAIN_SIZES)}
          {...imageLoading('high')}
          width={DEMO_IMAGE_SIZE}
          height={DEMO_IMAGE_SIZE}
          alt={title}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </ButtonBase>
      {/* Kept once opened, so it can close with its transition. */}
      {zoomUsed && (
        <Suspense fallback={null}>
          <ImageZoomModal open={zoomOpen} src={main} alt={title} onClose={() => setZoomOpen(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
