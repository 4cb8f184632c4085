import { createHash } from 'node:crypto';
import type { IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { Config } from '../../config.ts';
import type { Principal } from '../../lib/auth-guard.ts';
import { concurrencyLimit } from '../../lib/concurrency.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { FixedWindowLimit, IpLimiter } from '../../lib/ip-limiter.ts';
import { UPLOAD_NAME, uploadUrl } from '../../lib/storage/image-urls.ts';
import { createImageCache, narrowerWebp } from '../../lib/storage/image-variants.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';

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

/** Longest side of a stored image: enough for a zoomed product photo, and it bounds what we serve. */
const MAX_SIDE = 2000;
const WEBP_QUALITY = 82;
// A decode holds width × height × 4 bytes (160 MB at 40 MP); two at a time bounds the memory, the rest wait.
const MAX_CONCURRENT_ENCODES = 2;
// Narrower copies also kept in memory, least recently used evicted first: at most 960 px wide, some
// 10–80 kB each, so about 20 MB at worst.
const WIDTH_CACHE_LIMIT = 300;

type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
/** What sharp's metadata() calls each kind we accept (AVIF is read by libheif). */
const SHARP_FORMAT: Record<ImageKind, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  avif: 'heif',
};

/** An upload's stored name, or one of its narrower copies' (`<sha256>-w<width>.webp`). */
const STORED_NAME = /^([0-9a-f]{64})(?:-w\d+)?\.webp$/;

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

/**
 * Image uploads (product.md#images): the rules of what is accepted, the re-encoding, and the
 * content-addressed store behind the media route. Every accepted file is decoded and written again by sharp,
 * so what we serve is always a WebP we made: no metadata, no trailing payload, nothing the sender shaped byte
 * by byte.
 */
export function createUploadsService({
  config,
  storage,
  limiter,
}: {
  config: Pick<
    Config,
    'UPLOAD_MAX_BYTES' | 'UPLOAD_MAX_PIXELS' | 'UPLOADS_PER_ACCOUNT' | 'UPLOAD_WINDOW_MINUTES'
  >;
  storage: FileStorage;
  /** Makes the per-account counter: in memory, or shared by every instance on Redis. */
  limiter: (limit: FixedWindowLimit) => IpLimiter;
}) {
  const maxBytes = config.UPLOAD_MAX_BYTES;
  const maxPixels = config.UPLOAD_MAX_PIXELS;
  const throttle = concurrencyLimit(MAX_CONCURRENT_ENCODES);
  const narrowCache = createImageCache(WIDTH_CACHE_LIMIT);
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

  async function read(name: string): Promise<Buffer> {
    const file = UPLOAD_NAME.test(name) ? await storage.get(name) : undefined;
    if (!file) throw notFound(IMAGE_NOT_FOUND);
    return file;
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

    /** A stored upload by its served name; anything not shaped like one is not looked up at all. */
    read,

    /**
     * Deletes every upload (and its narrower copies) last uploaded before `olderThan` that `inUse` does not
     * name. The store is listed first and the references read after, so a reference saved before the read
     * keeps its upload; a form still open after `olderThan` has passed loses its unsaved images (a new upload
     * of the same file counts as new). Answers what it deleted and kept.
     */
    async deleteUnused(olderThan: Date, inUse: () => Promise<Iterable<string>>) {
      // By upload: its stored name and its copies' names; its age is the upload's (a copy's if it is gone).
      const byUpload = new Map<
        string,
        { names: string[]; bytes: number; uploadedAt?: Date; copiedAt?: Date }
      >();
      for await (const file of storage.list()) {
        const m = STORED_NAME.exec(file.name);
        if (!m) continue; // not ours: left alone
        const name = `${m[1]}.webp`;
        const entry = byUpload.get(name) ?? { names: [], bytes: 0 };
        entry.names.push(file.name);
        entry.bytes += file.bytes;
        if (file.name === name) entry.uploadedAt = file.modifiedAt;
        else if (!entry.copiedAt || file.modifiedAt < entry.copiedAt) entry.copiedAt = file.modifiedAt;
        byUpload.set(name, entry);
      }
      const old = [...byUpload].filter(([, e]) => (e.uploadedAt ?? e.copiedAt!) < olderThan);
      if (old.length === 0) return { deleted: 0, deletedBytes: 0, kept: byUpload.size };
      const used = new Set(await inUse());
      let deleted = 0;
      let deletedBytes = 0;
      for (const [name, entry] of old) {
        if (used.has(name)) continue;
        // Copies first: the upload itself goes last, so a run stopped half-way is finished by the next.
        for (const stored of entry.names.sort((a, b) => b.length - a.length)) {
          await storage.delete(stored);
          narrowCache.delete(stored);
        }
        deleted++;
        deletedBytes += entry.bytes;
      }
      return { deleted, deletedBytes, kept: byUpload.size - deleted };
    },

    /**
     * A stored upload at most `width` (one of UPLOAD_WIDTHS) wide, as WebP; one already that narrow is served
     * as stored. Each copy is made once (in the encode throttle) and stored beside the upload, so what a
     * visitor can make the server encode is bounded by the uploads, which are limited per account; the
     * latest copies are also kept in memory.
     */
    async readWidth(name: string, width: (typeof IMAGE_WIDTHS)[number]): Promise<Buffer> {
      if (!UPLOAD_NAME.test(name)) throw notFound(IMAGE_NOT_FOUND);
      const copyName = name.replace(/\.webp$/, `-w${width}.webp`);
      return narrowCache.get(copyName, async () => {
        const stored = await storage.get(copyName);
        if (stored) return stored;
        const file = await read(name);
        const copy = await throttle(() => narrowerWebp(file, width));
        await storage.put(copyName, copy);
        return copy;
      });
    },
  };
}
export type UploadsService = ReturnType<typeof createUploadsService>;
