/** What an uploader is told: the refusals of uploads-accept.ts and the serving's not-found. */
export const NOT_AN_IMAGE = 'Formato no admitido: sube una imagen JPEG, PNG, WebP, GIF o AVIF.';
export const DAMAGED_IMAGE = 'La imagen está dañada o incompleta. Prueba con otro archivo.';
export const IMAGE_NOT_FOUND = 'Imagen no encontrada';
export const TOO_MANY_UPLOADS = 'Has subido demasiadas imágenes. Inténtalo de nuevo en unos minutos.';
export const tooManyBytes = (maxBytes: number) =>
  `La imagen pesa demasiado: el máximo es ${formatMegabytes(maxBytes)} MB.`;
export const tooManyPixels = (maxPixels: number) =>
  `La imagen es demasiado grande: el máximo es ${formatMegapixels(maxPixels)} megapíxeles.`;

const formatMegabytes = (bytes: number) =>
  String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',');
const formatMegapixels = (pixels: number) => String(Math.round(pixels / 100_000) / 10).replace('.', ',');
