import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { uploadImage } from '@/api/uploads';

interface ImageUploadFieldProps {
  /** The addresses of the images uploaded so far, in order. */
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the field takes; the button is disabled once there are this many. */
  max?: number;
  /** The button's text. */
  label?: string;
  /** The form's message for this field (e.g. 'Se requiere al menos una imagen'). */
  error?: string;
  disabled?: boolean;
  /** Told when uploads start and end, so a form can wait for them before it submits. */
  onUploadingChange?: (uploading: boolean) => void;
}

const THUMBNAIL = 88;

/**
 * Image files only, each uploaded as soon as it is chosen (product.md#images: idle, uploading, then
 * the address appended); a spinner while uploading, then a removable thumbnail per image.
 */
export function ImageUploadField({
  value,
  onChange,
  max = 8,
  label = 'Subir imagen',
  error,
  disabled = false,
  onUploadingChange,
}: ImageUploadFieldProps) {
  const [uploading, setUploading] = useState(0);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // Uploads finish one after another, sooner than the parent renders the new value: each appends to the
  // latest list, not to the one this render saw.
  const latest = useRef(value);
  latest.current = value;
  const notifyUploading = useRef(onUploadingChange);
  notifyUploading.current = onUploadingChange;

  useEffect(() => {
    notifyUploading.current?.(uploading > 0);
  }, [uploading]);

  const full = value.length + uploading >= max;

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // The same file may be chosen again after its thumbnail was removed.
    event.target.value = '';
    if (chosen.length === 0) return;
    setUploadError(null);
    const images = chosen.filter((file) => file.type.startsWith('image/'));
    const room = Math.max(0, max - latest.current.length - uploading);
    const files = images.slice(0, room);
    if (images.length < chosen.length) setUploadError('Solo se permiten archivos de imagen');
    else if (files.length < images.length) setUploadError(`Como máximo ${max} imágenes`);

    setUploading((n) => n + files.length);
    for (const file of files) {
      try {
        const url = await uploadImage(file);
        // The same picture chosen twice gets the same address (files are named by their content): kept once.
        if (!latest.current.includes(url)) {
          latest.current = [...latest.current, url];
          onChange(latest.current);
        }
      } catch (err) {
        setUploadError(err instanceof Error ? err.message : 'No se pudo subir la imagen');
      } finally {
        setUploading((n) => n - 1);
      }
    }
  };

  const remove = (index: number) => {
    latest.current = latest.current.filter((_, i) => i !== index);
    onChange(latest.current);
  };

  return (
    <Stack spacing={1}>
      {(value.length > 0 || uploading > 0) && (
        <Stack
          component="ul"
          direction="row"
          aria-label="Imágenes"
          sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}
        >
          {value.map((url, index) => (
            <Box
              component="li"
              key={url}
              sx={{ position: 'relative', width: THUMBNAIL, height: THUMBNAIL, listStyle: 'none' }}
            >
              <Box
                component="img"
                src={url}
                alt={`Imagen ${index + 1}`}
                sx={{
                  width: 1,
                  height: 1,
                  objectFit: 'cover',
                  borderRadius: 1,
                  border: 1,
                  borderColor: 'divider',
                  display: 'block',
                }}
              />
              <IconButton
                size="small"
                aria-label={`Quitar imagen ${index + 1}`}
                onClick={() => remove(index)}
                disabled={disabled}
                sx={{
                  position: 'absolute',
                  top: 2,
                  right: 2,
                  p: 0.25,
                  bgcolor: 'rgba(255, 255, 255, 0.9)',
                  '&:hover': { bgcolor: 'common.white' },
                }}
              >
                <Close fontSize="small" />
              </IconButton>
            </Box>
          ))}
          {uploading > 0 && (
            <Box
              component="li"
              sx={{
                width: THUMBNAIL,
                height: THUMBNAIL,
                listStyle: 'none',
                display: 'grid',
                placeItems: 'center',
                borderRadius: 1,
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
              }}
            >
              <CircularProgress size={28} aria-label="Subiendo imagen" />
            </Box>
          )}
        </Stack>
      )}
      <Box>
        <Button
          component="label"
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlined />}
          disabled={disabled || full}
          color={error ? 'error' : 'primary'}
          // The input inside is what takes the focus; the button shows where it is.
          sx={{
            '&:has(input:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {label}
          <Box
            component="input"
            type="file"
            accept="image/*"
            multiple
            disabled={disabled || full}
            onChange={onFiles}
            sx={{
              position: 'absolute',
              width: '1px',
              height: '1px',
              opacity: 0,
              overflow: 'hidden',
              clipPath: 'inset(50%)',
              whiteSpace: 'nowrap',
            }}
          />
        </Button>
      </Box>
      <FormHelperText sx={{ mx: 0 }}>
        {value.length} de {max} {max === 1 ? 'imagen' : 'imágenes'}
      </FormHelperText>
      {uploadError && (
        <FormHelperText error role="alert" sx={{ mx: 0 }}>
          {uploadError}
        </FormHelperText>
      )}
      {error && (
        <FormHelperText error sx={{ mx: 0 }}>
          {error}
        </FormHelperText>
      )}
    </Stack>
  );
}
