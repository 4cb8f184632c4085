import { z } from 'zod';

/**
 * `POST /v1/uploads/image`: the part of Cloudinary's upload answer the web client reads, so the client
 * handles both hosts the same way (product.md#images: `url` is the image's address).
 */
export const UploadImageResponse = z.object({
  url: z.string(),
  secure_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.string(),
  bytes: z.number().int(),
});
export type UploadImageResponse = z.infer<typeof UploadImageResponse>;
