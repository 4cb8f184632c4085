import { z } from 'zod';

const Env = z.object({
  VITE_API_BASE: z.string().min(1).default('/v1'),
  // Set both at build time to upload images to Cloudinary directly, as the spec's client does; unset, images
  // go to this store's own `POST /v1/uploads/image`.
  VITE_CLOUDINARY_CLOUD_NAME: z.string().optional(),
  VITE_CLOUDINARY_UPLOAD_PRESET: z.string().min(1).default('ml_default'),
});

const env = Env.parse(import.meta.env);

export const config = {
  apiBase: env.VITE_API_BASE,
  cloudinary: env.VITE_CLOUDINARY_CLOUD_NAME
    ? { cloudName: env.VITE_CLOUDINARY_CLOUD_NAME, uploadPreset: env.VITE_CLOUDINARY_UPLOAD_PRESET }
    : undefined,
};
