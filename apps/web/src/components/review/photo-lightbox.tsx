import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface PhotoLightboxProps {
  photos: string[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  /** Who took them, for the alternative texts. */
  author: string;
}

/** A review's photos full size, one at a time, with previous/next (arrow keys too) and close. */
export function PhotoLightbox({ photos, index, onIndexChange, author }: PhotoLightboxProps) {
  const open = index !== null;
  const current = index ?? 0;
  const move = (step: number) => onIndexChange((current + step + photos.length) % photos.length);
  return (
    <Dialog
      open={open}
      onClose={() => onIndexChange(null)}
      maxWidth="md"
      fullWidth
      aria-label={`Fotos de la reseña de ${author}`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(1);
        if (event.key === 'ArrowLeft') move(-1);
      }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'grey.900' }}>
        <IconButton
          aria-label="Cerrar"
          onClick={() => onIndexChange(null)}
          sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white', zIndex: 1 }}
        >
          <Close />
        </IconButton>
        {open && (
          <Box
            component="img"
            src={photos[current]}
            alt={`Foto ${current + 1} de ${photos.length} de la reseña de ${author}`}
            sx={{ display: 'block', width: '100%', maxHeight: '80vh', objectFit: 'contain' }}
          />
        )}
        {photos.length > 1 && (
          <Stack
            direction="row"
            sx={{
              justifyContent: 'space-between',
              alignItems: 'center',
              px: 1,
              pb: 1,
              color: 'common.white',
            }}
          >
            <IconButton aria-label="Foto anterior" onClick={() => move(-1)} sx={{ color: 'inherit' }}>
              <ChevronLeft />
            </IconButton>
            <Typography variant="body2">
              {current + 1} / {photos.length}
            </Typography>
            <IconButton aria-label="Foto siguiente" onClick={() => move(1)} sx={{ color: 'inherit' }}>
              <ChevronRight />
            </IconButton>
          </Stack>
        )}
      </Box>
    </Dialog>
  );
}
