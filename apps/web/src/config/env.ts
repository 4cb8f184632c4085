// Read by hand, not with zod: this module loads before the first paint, and zod would add ~25 KiB to it.
const env: Record<string, unknown> = import.meta.env;

/** A build-time text variable: `fallback` when unset; set, it must be a non-empty text. */
function required(name: string, fallback: string): string {
  const value = env[name] ?? fallback;
  if (typeof value !== 'string' || value.length === 0) throw new Error(`${name} debe ser un texto no vacío`);
  return value;
}

const cloudName = env.VITE_CLOUDINARY_CLOUD_NAME;
if (cloudName !== undefined && typeof cloudName !== 'string')
  throw new Error('VITE_CLOUDINARY_CLOUD_NAME debe ser un texto');

export const config = {
  apiBase: required('VITE_API_BASE', '/v1'),
  // Set both at build time to upload images to Cloudinary directly, as the spec's client does; unset, images
  // go to this store's own `POST /v1/uploads/image`.
  cloudinary: cloudName
    ? { cloudName, uploadPreset: required('VITE_CLOUDINARY_UPLOAD_PRESET', 'ml_default') }
    : undefined,
};
