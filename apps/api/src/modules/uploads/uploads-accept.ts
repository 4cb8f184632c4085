/**
 * Accepting an upload (product.md#images): the per-account count, the rules of what is accepted, the
 * re-encoding, and the write under the hash of the result. Every accepted file is decoded and written
 * again by sharp, so what we serve is always a WebP we made: no metadata, no trailing payload, nothing the
 * sender shaped byte by byte.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { Principal } from '../../lib/auth-guard.ts';
import type { concurrencyLimit } from '../../lib/concurrency.ts';
import { AppError } from '../../lib/errors.ts';
import type { FixedWindowLimit, IpLimiter } from '../../lib/ip-limiter.ts';
import { uploadUrl } from '../../lib/storage/image-urls.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import {
  DAMAGED_IMAGE,
  NOT_AN_IMAGE,
  TOO_MANY_UPLOADS,
  tooManyBytes,
  tooManyPixels,
} from './uploads-messages.ts';

/** Longest side of a stored image: enough for a zoomed product photo, and it bounds what we serve. */
const MAX_SIDE = 2000;
const WEBP_QUALITY = 82;

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
/** What sharp's metadata() calls each kind we accept (AVIF is read by libheif). */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The kind of image the bytes start with, from their magic numbers alone: the file name and the declared
 * type are the sender's word and are never read. SVG, HTML and PDF start with text, so they match nothing.
 */
export function sniffImage(b: Buffer): ImageKind | undefined {
  const ascii = (from: number, to: number) => b.toString('latin1', from, to);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif';
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  // ISO BMFF: a `ftyp` box first, whose major or compatible brands name AVIF (HEIC and MP4 share the box).
  if (b.length >= 16 && ascii(4, 8) === 'ftyp') {
    const end = Math.min(b.readUInt32BE(0), b.length, 256);
    const brands = [ascii(8, 12)];
    for (let i = 16; i + 4 <= end; i += 4) brands.push(ascii(i, i + 4));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

export interface UploadedImage {
  url: string;
  secure_url: string;
  width: number;
  height: number;
  format: 'webp';
  bytes: number;
}

export function createUploadAcceptance({
  config,
  storage,
  limiter,
  throttle,
}: {
  config: Pick<
    Config,
    'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_PIXELS' | 'UPLOADS_PER_ACCOUNT' | 'UPLOAD_WINDOW_MINUTES'
  >;
  storage: FileStorage;
  /** Makes the per-account counter: in memory, or shared by every instance on Redis. */
  limiter: (limit: FixedWindowLimit) => IpLimiter;
  /** The encode throttle, shared with the narrower copies the serving makes. */
  throttle: ReturnType<typeof concurrencyLimit>;
}) {
  const maxBytes = config.UPLOAD_MAX_BYTES;
  const maxPixels = config.UPLOAD_MAX_PIXELS;
  // The shared fixed-window counter, keyed by account instead of address: sign-in is what an upload
  // needs, so one account cannot spend the server's CPU from many addresses. Shared by every instance
  // when the platform's limiter is on Redis.
  const perAccount = limiter({
    name: 'uploads',
    max: config.UPLOADS_PER_ACCOUNT,
    windowMs: config.UPLOAD_WINDOW_MINUTES * 60_000,
  });

  /** Decodes, auto-orients, strips metadata, fits in MAX_SIDE and writes WebP; sharp errors are the file's fault. */
  async function reencode(input: Buffer, kind: ImageKind) {
    // limitInputPixels again here: the header read below is the first line, this is the one that holds
    // if a decoder ever disagreed with the header.
    const options = { limitInputPixels: maxPixels, failOn: 'warning' as const };
    const meta = await sharp(input, options)
      .metadata()
      .catch((err: unknown) => {
        throw refusal(err);
      });
    // The bytes must decode as the kind their signature claims (a PNG signature glued to HTML does not).
    if (meta.format !== SHARP_FORMAT[kind] || !meta.width || !meta.height)
      throw new AppError(415, DAMAGED_IMAGE);
    if (kind === 'avif' && meta.compression !== 'av1') throw new AppError(415, NOT_AN_IMAGE);
    // Refused from the header's dimensions, before any pixel is decoded: a small file can claim gigapixels.
    if (meta.width * meta.height > maxPixels) throw new AppError(413, tooManyPixels(maxPixels));
    try {
      return await sharp(input, options)
        .autoOrient() // the EXIF orientation is applied before the EXIF is dropped, so photos stay upright
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY }) // no withMetadata(): sharp writes no EXIF, XMP, IPTC or GPS
        .toBuffer({ resolveWithObject: true });
    } catch (err) {
      throw refusal(err);
    }
  }

  /** What a sharp failure means for the sender: too many pixels, or a file that is not a whole image. */
  function refusal(err: unknown): AppError {
    if (err instanceof Error && /pixel limit/i.test(err.message))
      return new AppError(413, tooManyPixels(maxPixels));
    return new AppError(415, DAMAGED_IMAGE);
  }

  return {
    /** The largest file the multipart reader lets through; the reader stops counting at this size. */
    maxBytes,

    /** Counts one upload for the caller; the (limit + 1)th in a window is a 429. */
    async countUpload(caller: Principal): Promise<void> {
      try {
        // ip-limiter reads `req.ip` only: the account stands in for the address.
        await perAccount({ ip: `${caller.typ}:${caller.id}` } as FastifyRequest);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(429, TOO_MANY_UPLOADS, err.headers);
        throw err;
      }
    },

    /** Checks the file by its content, re-encodes it and stores it under the hash of the result. */
    async store(file: Buffer): Promise<UploadedImage> {
      if (file.length > maxBytes) throw new AppError(413, tooManyBytes(maxBytes));
      const kind = sniffImage(file);
      if (!kind) throw new AppError(415, NOT_AN_IMAGE);
      const { data, info } = await throttle(() => reencode(file, kind));
      const name = `${createHash('sha256').update(data).digest('hex')}.webp`;
      await storage.put(name, data);
      // Relative, like the demo images: it works whatever address the store is opened at, and
      // isAllowedImageUrl accepts it.
      const url = uploadUrl(name);
      return {
        url,
        secure_url: url,
        width: info.width,
        height: info.height,
        format: 'webp',
        bytes: data.length,
      };
    },
  };
}
