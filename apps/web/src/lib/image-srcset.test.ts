import { IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import { describe, expect, it } from 'vitest';
import { imageLoading, responsiveImage } from './image-srcset';

const demo = '/v1/media/demo/gpu_nvidia-asus-rtx4070-0962c1-blanco-1.webp';
const upload = `/v1/media/uploads/${'ab'.repeat(32)}.webp`;
const sizes = '(min-width: 900px) 50vw, 100vw';

describe('responsiveImage', () => {
  it('offers a demo image at the narrower widths and itself at its own 600 px', () => {
    expect(responsiveImage(demo, sizes)).toEqual({
      src: demo,
      srcSet: `${demo}?w=160 160w, ${demo}?w=320 320w, ${demo}?w=480 480w, ${demo} 600w`,
      sizes,
    });
  });

  it('offers an upload at every width the media route makes', () => {
    expect(IMAGE_WIDTHS).toEqual([160, 320, 480, 640, 960]);
    expect(responsiveImage(upload, '72px')).toEqual({
      src: upload,
      srcSet: IMAGE_WIDTHS.map((w) => `${upload}?w=${w} ${w}w`).join(', '),
      sizes: '72px',
    });
  });

  it('treats our media on this same address as ours, and on another address as foreign', () => {
    const here = `${location.origin}${demo}`;
    expect(responsiveImage(here, sizes).srcSet).toContain(`${here}?w=160 160w`);
    expect(responsiveImage(`https://otro.example${demo}`, sizes)).toEqual({
      src: `https://otro.example${demo}`,
    });
  });

  it('resizes a Cloudinary image through its URL, only when the URL has no transformation yet', () => {
    const plain = 'https://res.cloudinary.com/tecnobazar/image/upload/v1712345678/productos/teclado.jpg';
    const { src, srcSet } = responsiveImage(plain, sizes);
    expect(src).toBe(plain);
    expect(srcSet?.split(', ')[0]).toBe(
      'https://res.cloudinary.com/tecnobazar/image/upload/c_limit,w_160,f_auto,q_auto/v1712345678/productos/teclado.jpg 160w',
    );
    const transformed = 'https://res.cloudinary.com/tecnobazar/image/upload/c_fill,w_300/v1/a.webp';
    expect(responsiveImage(transformed, sizes)).toEqual({ src: transformed });
  });

  it('passes any other address through unchanged', () => {
    for (const url of [
      '/v1/media/a.webp',
      `${demo}?w=320`,
      '/v1/media/demo/../uploads/x.webp',
      'https://images.example.com/teclado.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      '',
    ])
      expect(responsiveImage(url, sizes), url).toEqual({ src: url });
  });
});

describe('imageLoading', () => {
  it('loads the main picture at once and first, the others on screen at once, the rest when near', () => {
    expect(imageLoading('high')).toEqual({ loading: 'eager', fetchPriority: 'high' });
    expect(imageLoading('eager')).toEqual({ loading: 'eager', decoding: 'async' });
    expect(imageLoading('lazy')).toEqual({ loading: 'lazy', decoding: 'async' });
  });
});
