import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';

/** The buyer's photos of a request as small thumbnails; each opens full size. */
export function ReturnPhotos({ photos, size = 56 }: { photos: string[]; size?: number }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {photos.map((url, index) => (
          <ButtonBase
            key={url}
            onClick={() => setOpen(index)}
            aria-label={`Ver la foto ${index + 1} de ${photos.length}`}
            sx={{ borderRadius: 1, overflow: 'hidden' }}
          >
            <Box
              component="img"
              src={url}
              alt=""
              loading="lazy"
              sx={{ width: size, height: size, objectFit: 'cover', display: 'block' }}
            />
          </ButtonBase>
        ))}
      </Stack>
      <Dialog
        open={open !== null}
        onClose={() => setOpen(null)}
        maxWidth="md"
        fullWidth
        aria-label="Foto de la solicitud"
      >
        <Box sx={{ position: 'relative', bgcolor: 'grey.900' }}>
          <IconButton
            aria-label="Cerrar"
            onClick={() => setOpen(null)}
            sx={{ position: 'absolute', top: 8, right: 8, color: 'common.white' }}
          >
            <Close />
          </IconButton>
          {open !== null && (
            <Box
              component="img"
              src={photos[open]}
              alt={`Foto ${open + 1} de ${photos.length} de la solicitud`}
              sx={{ display: 'block', width: '100%', maxHeight: '80vh', objectFit: 'contain' }}
            />
          )}
        </Box>
      </Dialog>
    </>
  );
}
