/**
 * The widths the media routes make with `?w=` (demo images and uploads alike): a 390-px phone's cards and
 * thumbnails at 2–3× (160, 320, 480) and a product page's main image (640, 960).
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 960] as const;
export const IMAGE_WIDTH_MESSAGE = `Ancho de imagen no admitido: usa ${IMAGE_WIDTHS.slice(0, -1).join(', ')} o ${IMAGE_WIDTHS.at(-1)}.`;
