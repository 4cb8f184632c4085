import { describe, expect, it } from 'vitest';
import { demoImageKeys } from '../../db/seed/demo-catalog.ts';
import { DEMO_IMAGE_KEY_RE, LEGACY_DEMO_IMAGE_KEY_RE } from '../../modules/media/demo-image.ts';
import { legacyDemoImageKeys } from '../../modules/media/legacy-demo-keys.ts';
import { isAllowedImageUrl } from './image-urls.ts';

const own = { PUBLIC_URL: 'https://tienda.example.com', CLOUDINARY_CLOUD_NAME: undefined };

describe('isAllowedImageUrl and the demo image keys', () => {
  it('accepts every demo image the seed writes, today and in the first key format', () => {
    for (const key of [...demoImageKeys(), ...legacyDemoImageKeys()]) {
      expect(isAllowedImageUrl(`/v1/media/demo/${key}.webp`, own), key).toBe(true);
      expect(isAllowedImageUrl(`https://tienda.example.com/v1/media/demo/${key}.webp`, own), key).toBe(true);
    }
  });

  it('refuses demo names of neither shape, as the generator does', () => {
    for (const key of [
      'gpu_nvidia-asus-rtx4070-0962C1-blanco-1',
      'gpu_nvidia-asus-rtx4070-0962c-blanco-1',
      'gpu_nvidia-asus-rtx4070-0962c1-blanco-0',
      'gpu_nvidia-asus-rtx4070-0962c1-blanco-12',
      'gpu_nvidia-asus-rtx4070-0962c1-blanco',
      'gpu_nvidia-asus-rtx4070-0962c1-blanco-1-1',
      'gpu_nvidia-asus_rog-rtx4070-0962c1-blanco-1',
      `gpu_nvidia-asus-${'r'.repeat(13)}-0962c1-blanco-1`,
      'keyboards-negro-12',
      'keyboards-negro',
      'KEYBOARDS-negro-1',
      'keyboards--1',
      `${'a'.repeat(41)}-negro-1`,
      '..-negro-1',
    ]) {
      expect(DEMO_IMAGE_KEY_RE.test(key) || LEGACY_DEMO_IMAGE_KEY_RE.test(key), key).toBe(false);
      expect(isAllowedImageUrl(`/v1/media/demo/${key}.webp`, own), key).toBe(false);
    }
  });
});
