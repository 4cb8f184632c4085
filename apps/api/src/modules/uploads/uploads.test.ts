import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { errorBody } from '../../lib/errors.ts';
import { createJwt } from '../../lib/jwt.ts';
import { isAllowedImageUrl } from '../../lib/storage/image-urls.ts';
import { signUpSeller } from '../../test/seller.ts';
import { adminToken } from '../../test/shopper.ts';
import { createTestApp, signUpCustomer, type TestContext } from '../../test/test-app.ts';
import {
  DAMAGED_IMAGE,
  IMAGE_NOT_FOUND,
  NOT_AN_IMAGE,
  TOO_MANY_UPLOADS,
  tooManyBytes,
  tooManyPixels,
} from './uploads.service.ts';

// Small limits, so the refusals are cheap to reach with real files.
const MAX_BYTES = 100_000;
const MAX_PIXELS = 4_000_000;
const PER_ACCOUNT = 5;

let ctx: TestContext;
let dataDir: string;
const uploadsDir = () => join(dataDir, 'uploads');
const storedFiles = async () => (await readdir(uploadsDir()).catch(() => [] as string[])).sort();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tb-uploads-'));
  ctx = await createTestApp({
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '0',
    OTP_SENDS_PER_IP: '0',
    OTP_TRIES_PER_IP: '0',
    UPLOAD_MAX_BYTES: String(MAX_BYTES),
    UPLOAD_MAX_PIXELS: String(MAX_PIXELS),
    UPLOADS_PER_ACCOUNT: String(PER_ACCOUNT),
  });
});
afterAll(async () => {
  await ctx?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  type?: string;
}
/** A multipart/form-data body, built by hand as a browser would send it. */
function multipart(parts: Part[]) {
  const boundary = `----tecnobazar${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"` +
        `${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts the Cloudinary form: the file, then the two fields only Cloudinary reads. */
function upload(jwt: string | undefined, data: Buffer | string, filename = 'foto.jpg', type = 'image/jpeg') {
  const { payload, contentType } = multipart([
    { name: 'file', data, filename, type },
    { name: 'upload_preset', data: 'tecnobazar' },
    { name: 'cloud_name', data: 'demo' },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/v1/uploads/image',
    payload,
    headers: { 'content-type': contentType, ...(jwt ? { authorization: `Bearer ${jwt}` } : {}) },
  });
}
const shopper = async () => (await signUpCustomer(ctx)).jwt;
const served = (url: string) => ctx.app.inject({ method: 'GET', url });

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
/** Random pixels: they do not compress, so the file is as large as the image. */
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } });

const pngImage = () => solid(320, 240).png().toBuffer();
/** A camera-like JPEG: GPS position, camera make and a rotated orientation in its EXIF. */
const jpegWithGps = () =>
  solid(400, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'CamaraEspia' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '4/1 36/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '74/1 4/1 0/1',
      },
    })
    .toBuffer();

describe('POST /v1/uploads/image', () => {
  it('accepts a real PNG, re-encodes it to WebP and serves it under the hash of its bytes', async () => {
    const res = await upload(await shopper(), await pngImage(), 'captura.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      url: expect.stringMatching(/^\/v1\/media\/uploads\/[0-9a-f]{64}\.webp$/),
      secure_url: body.url,
      width: 320,
      height: 240,
      format: 'webp',
      bytes: expect.any(Number),
    });
    const name = body.url.split('/').pop();
    const stored = await readFile(join(uploadsDir(), name));
    expect(createHash('sha256').update(stored).digest('hex')).toBe(name.replace('.webp', ''));
    expect(stored.length).toBe(body.bytes);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(isAllowedImageUrl(body.url, testConfig())).toBe(true);

    const file = await served(body.url);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(stored)).toBe(true);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('strips EXIF and GPS from a JPEG, after turning it upright', async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('CamaraEspia')).toBe(true);
    expect(before.orientation).toBe(6);
    const GPS_IFD_TAG = Buffer.from([0x25, 0x88]); // tag 0x8825, little-endian as sharp writes it
    expect(before.exif?.includes(GPS_IFD_TAG)).toBe(true);

    const res = await upload(await shopper(), input);
    expect(res.statusCode, res.body).toBe(200);
    // Orientation 6 is a quarter turn: the stored image is upright, 200 wide and 400 high.
    expect([res.json().width, res.json().height]).toEqual([200, 400]);
    const stored = await readFile(join(uploadsDir(), res.json().url.split('/').pop()));
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('CamaraEspia')).toBe(false);
  });

  it('fits the long side in 2000 px and stores the same image once', async () => {
    const wide = await solid(3000, 1000).png().toBuffer();
    const jwt = await shopper();
    const first = await upload(jwt, wide, 'panorama.png');
    expect(first.statusCode, first.body).toBe(200);
    expect([first.json().width, first.json().height]).toEqual([2000, 667]);
    const files = await storedFiles();
    const again = await upload(jwt, wide, 'otra-vez.png');
    expect(again.json().url).toBe(first.json().url);
    expect(await storedFiles()).toEqual(files);
  });

  it('accepts WebP, GIF and AVIF by their content, whatever name and type they are sent with', async () => {
    const jwt = await shopper();
    for (const image of [
      await solid(64, 48).webp().toBuffer(),
      await solid(64, 48).gif().toBuffer(),
      await solid(64, 48).avif().toBuffer(),
    ]) {
      const res = await upload(jwt, image, 'documento.pdf', 'application/pdf');
      expect(res.statusCode, res.body).toBe(200);
      expect([res.json().width, res.json().height, res.json().format]).toEqual([64, 48, 'webp']);
    }
  });

  it('refuses files that are not images, or not whole ones, by their content, and stores nothing', async () => {
    const png = await pngImage();
    const noisyPng = await noise(120, 120).png().toBuffer();
    const cases: [string, Buffer | string, string, number, string][] = [
      [
        'an SVG with a script',
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
        'foto.png',
        415,
        NOT_AN_IMAGE,
      ],
      [
        'an HTML page',
        '<!doctype html><html><body><script>alert(1)</script></body></html>',
        'foto.jpg',
        415,
        NOT_AN_IMAGE,
      ],
      ['a PDF', '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n', 'foto.jpg', 415, NOT_AN_IMAGE],
      [
        'a PNG signature followed by HTML',
        Buffer.concat([png.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]),
        'foto.png',
        415,
        DAMAGED_IMAGE,
      ],
      [
        'a truncated PNG',
        noisyPng.subarray(0, Math.floor(noisyPng.length / 2)),
        'foto.png',
        415,
        DAMAGED_IMAGE,
      ],
    ];
    const before = await storedFiles();
    for (const [what, data, filename, status, message] of cases) {
      // A fresh account each time, so the per-account limit never answers in place of the rule.
      const res = await upload(await shopper(), data, filename, 'image/png');
      expect(res.statusCode, what).toBe(status);
      expect(res.json().message, what).toBe(message);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a file over UPLOAD_MAX_BYTES and an image over UPLOAD_MAX_PIXELS, and stores nothing', async () => {
    const heavy = await noise(200, 200).png().toBuffer(); // 40 000 px, about 120 kB
    expect(heavy.length).toBeGreaterThan(MAX_BYTES);
    // 4.2 MP of one colour: a few kilobytes that would decode to 17 MB of pixels.
    const huge = await solid(2100, 2000).png().toBuffer();
    expect(huge.length).toBeLessThan(MAX_BYTES);
    const before = await storedFiles();

    const tooHeavy = await upload(await shopper(), heavy, 'foto.png');
    expect(tooHeavy.statusCode).toBe(413);
    expect(tooHeavy.json().message).toBe(tooManyBytes(MAX_BYTES));
    const tooBig = await upload(await shopper(), huge, 'foto.png');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(tooManyPixels(MAX_PIXELS));
    expect(tooBig.json().message).toBe('La imagen es demasiado grande: el máximo es 4 megapíxeles.');

    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a form without the file, a JSON body, and a broken form, in Spanish', async () => {
    const jwt = await shopper();
    const auth = { authorization: `Bearer ${jwt}` };
    const noFile = multipart([{ name: 'upload_preset', data: 'tecnobazar' }]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/image',
      payload: noFile.payload,
      headers: { ...auth, 'content-type': noFile.contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/campo "file"/);

    const json = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/image',
      payload: { file: 'iVBORw0KGgo=' },
      headers: auth,
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/multipart\/form-data/);

    const broken = await ctx.app.inject({
      method: 'POST',
      url: '/v1/uploads/image',
      payload: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('admits shoppers, administrators and sellers, and refuses visitors and accounts that no longer exist', async () => {
    const png = await solid(32, 32).png().toBuffer();
    for (const jwt of [await shopper(), await adminToken(ctx), await signUpSeller(ctx)]) {
      expect((await upload(jwt, png, 'a.png')).statusCode).toBe(200);
    }
    const visitor = await upload(undefined, png, 'a.png');
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().message).toBe('Debes iniciar sesión para continuar.');

    // Well-signed tokens for accounts that are not in the database: the guard reads the account.
    const jwt = createJwt(testConfig().JWT_SECRET, 3600);
    for (const typ of ['customer', 'seller'] as const) {
      const ghost = jwt.sign({
        sub: '987654321',
        role: typ === 'seller' ? 'ROLE_SELLER' : 'ROLE_CUSTOMER',
        typ,
        sv: 0,
      });
      expect((await upload(ghost, png, 'a.png')).statusCode, typ).toBe(401);
    }
  });

  it('limits uploads per account, not per address', async () => {
    const png = await solid(16, 16).png().toBuffer();
    const ana = await shopper();
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await upload(ana, png, 'a.png')).statusCode).toBe(200);
    const refused = await upload(ana, png, 'a.png');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(TOO_MANY_UPLOADS);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from the same address still uploads.
    expect((await upload(await shopper(), png, 'a.png')).statusCode).toBe(200);
  });
});

describe('GET /v1/media/uploads/{name}', () => {
  it('answers 404 for unknown and malformed names', async () => {
    for (const name of [
      `${'a'.repeat(64)}.webp`,
      `${'A'.repeat(64)}.webp`,
      `${'a'.repeat(63)}.webp`,
      `${'a'.repeat(64)}.png`,
      'a'.repeat(64),
      '..%2F..%2Fetc%2Fpasswd',
      '..%2Fjwt-secret',
      '.tmp-0011223344556677',
      '%00',
    ]) {
      const res = await served(`/v1/media/uploads/${name}`);
      expect(res.statusCode, name).toBe(404);
      expect(res.json(), name).toEqual(errorBody(IMAGE_NOT_FOUND));
    }
  });
});

describe('GET /v1/media/uploads/{name}?w=', () => {
  /** A stored 1600×1200 upload of large random blocks (small as a file, different each time): its URL. */
  async function storedPhoto() {
    const photo = await noise(8, 6).resize(1600, 1200, { kernel: 'nearest' }).png().toBuffer();
    const res = await upload(await shopper(), photo, 'foto.png');
    expect(res.statusCode, res.body).toBe(200);
    return res.json().url as string;
  }

  it('serves each allowed width as WebP, in proportion; without w, the stored file', async () => {
    const url = await storedPhoto();
    const stored = await readFile(join(uploadsDir(), url.split('/').pop()!));
    expect((await served(url)).rawPayload.equals(stored)).toBe(true);
    for (const w of IMAGE_WIDTHS) {
      const res = await served(`${url}?w=${w}`);
      expect(res.statusCode, String(w)).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height], String(w)).toEqual(['webp', w, (w * 3) / 4]);
    }
  });

  it('never enlarges: a narrower upload is served as stored', async () => {
    const res = await upload(await shopper(), await pngImage(), 'captura.png', 'image/png');
    const url = res.json().url as string;
    const stored = await readFile(join(uploadsDir(), url.split('/').pop()!));
    const wide = await served(`${url}?w=640`);
    expect(wide.statusCode).toBe(200);
    expect(wide.rawPayload.equals(stored)).toBe(true);
    expect((await sharp((await served(`${url}?w=160`)).rawPayload).metadata()).width).toBe(160);
  });

  it('refuses a width it does not make, in Spanish, and a name it does not know', async () => {
    const url = await storedPhoto();
    for (const w of ['100', '0', '-320', '320.0', 'abc', '1280', '320&w=480']) {
      const res = await served(`${url}?w=${w}`);
      expect(res.statusCode, w).toBe(400);
      expect(res.json().message, w).toBe(IMAGE_WIDTH_MESSAGE);
    }
    const missing = await served(`/v1/media/uploads/${'a'.repeat(64)}.webp?w=320`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(errorBody(IMAGE_NOT_FOUND));
  });

  it('makes each width once and keeps it beside the upload', async () => {
    const url = await storedPhoto();
    const name = url.split('/').pop()!;
    const small = await served(`${url}?w=160`);
    const medium = await served(`${url}?w=320`);
    expect(small.rawPayload.equals(medium.rawPayload)).toBe(false);
    // Stored next to the upload under a name the route never serves directly.
    const copy = name.replace('.webp', '-w160.webp');
    expect((await readFile(join(uploadsDir(), copy))).equals(small.rawPayload)).toBe(true);
    expect((await served(`/v1/media/uploads/${copy}`)).statusCode).toBe(404);
    // With the upload gone from the disk, the widths already made are still served, the same bytes.
    await unlink(join(uploadsDir(), name));
    expect((await served(`${url}?w=160`)).rawPayload.equals(small.rawPayload)).toBe(true);
    expect((await served(`${url}?w=320`)).rawPayload.equals(medium.rawPayload)).toBe(true);
    expect((await served(`${url}?w=480`)).statusCode).toBe(404);
    expect((await served(url)).statusCode).toBe(404);
  });
});

describe('isAllowedImageUrl', () => {
  const hash = 'ab'.repeat(32);
  const own = { PUBLIC_URL: 'https://tienda.example.com', CLOUDINARY_CLOUD_NAME: undefined };
  const withCloud = { ...own, CLOUDINARY_CLOUD_NAME: 'tecnobazar' };

  it('accepts our own media, relative or on PUBLIC_URL', () => {
    for (const url of [
      `/v1/media/uploads/${hash}.webp`,
      `https://tienda.example.com/v1/media/uploads/${hash}.webp`,
      '/v1/media/demo/keyboards-negro-1.webp',
      'https://tienda.example.com/v1/media/demo/graphics_cards-azul_marino-2.webp',
      '/v1/media/demo/gpu_nvidia-asus-rtx4070-0962c1-blanco-1.webp',
    ])
      expect(isAllowedImageUrl(url, own), url).toBe(true);
  });

  it('accepts the configured Cloudinary cloud, and only when one is configured', () => {
    const url = 'https://res.cloudinary.com/tecnobazar/image/upload/v1712345678/productos/teclado.jpg';
    expect(isAllowedImageUrl(url, withCloud)).toBe(true);
    expect(
      isAllowedImageUrl(
        'https://res.cloudinary.com/tecnobazar/image/upload/c_fill,w_300/v1/a.webp',
        withCloud,
      ),
    ).toBe(true);
    expect(isAllowedImageUrl(url, own)).toBe(false);
  });

  it('refuses every other address', () => {
    for (const url of [
      `/v1/media/uploads/${hash.slice(2)}.webp`, // not a whole sha256
      `/v1/media/uploads/${hash.toUpperCase()}.webp`,
      `/v1/media/uploads/${hash}.png`,
      `/v1/media/uploads/${hash}.webp?x=1`,
      `/v1/media/uploads/${hash}.webp#x`,
      `/v1/media/demo/../uploads/${hash}.webp`,
      `/v1/media/demo/%2e%2e/x.webp`,
      `//evil.example/v1/media/uploads/${hash}.webp`,
      `https://evil.example/v1/media/uploads/${hash}.webp`,
      `https://tienda.example.com.evil.example/v1/media/uploads/${hash}.webp`,
      `https://tienda.example.com@evil.example/v1/media/uploads/${hash}.webp`,
      `http://tienda.example.com/v1/media/uploads/${hash}.webp`, // another origin: http
      `https://tienda.example.com/v1/products/1`,
      'javascript:alert(1)',
      `data:image/svg+xml,<svg onload=alert(1)>`,
      'https://res.cloudinary.com/otra-nube/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/tecnobazar-falso/image/upload/v1/a.jpg',
      'https://res.cloudinary.com/tecnobazar/raw/upload/v1/a.html',
      'https://res.cloudinary.com/tecnobazar/image/upload/v1/a.jpg?x=1',
      'https://res.cloudinary.com/tecnobazar/image/upload/../../otra/image/upload/a.jpg',
      'https://res.cloudinary.com/tecnobazar/image/upload/a"onerror="alert(1).jpg',
      'http://res.cloudinary.com/tecnobazar/image/upload/v1/a.jpg',
      '',
      `/v1/media/uploads/${hash}.webp${' '.repeat(3000)}`,
    ])
      expect(isAllowedImageUrl(url, withCloud), url).toBe(false);
    expect(isAllowedImageUrl(42, withCloud)).toBe(false);
    expect(isAllowedImageUrl(null, withCloud)).toBe(false);
  });
});
