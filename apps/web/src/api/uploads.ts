import { UploadImageResponse } from '@tecnobazar/shared';
import { config } from '@/config/env';
import { storedToken } from '@/lib/session/token';

/**
 * Uploads one image and answers its address (product.md#images). The form is Cloudinary's (`file`,
 * `upload_preset`, `cloud_name`): it goes to Cloudinary when the build names a cloud, else to our own
 * endpoint, which answers the same shape. Failures throw an Error whose message can be shown as is.
 */
export async function uploadImage(file: File): Promise<string> {
  const cloud = config.cloudinary;
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', cloud?.uploadPreset ?? 'ml_default');
  if (cloud) form.append('cloud_name', cloud.cloudName);

  const jwt = storedToken();
  const response = await fetch(
    cloud
      ? `https://api.cloudinary.com/v1_1/${cloud.cloudName}/image/upload`
      : `${config.apiBase}/uploads/image`,
    // Cloudinary must never see our token.
    { method: 'POST', body: form, headers: !cloud && jwt ? { Authorization: `Bearer ${jwt}` } : undefined },
  );
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new Error(serverMessage(body) ?? 'No se pudo subir la imagen');
  const parsed = UploadImageResponse.safeParse(body);
  if (!parsed.success) throw new Error('No se pudo subir la imagen');
  return parsed.data.secure_url || parsed.data.url;
}

/** Our errors are `{message}`; Cloudinary's are `{error: {message}}`. */
function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof message === 'string') return message;
  if (typeof error?.message === 'string') return error.message;
  return undefined;
}
