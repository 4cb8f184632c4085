import multipart from '@fastify/multipart';
import { UploadImageResponse } from '@tecnobazar/shared';
import { IMAGE_WIDTH_MESSAGE, IMAGE_WIDTHS } from '@tecnobazar/shared/constants/media';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principal } from '../../lib/auth-guard.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import { tooManyBytes, type UploadsService } from './uploads.service.ts';

const NOT_MULTIPART = 'Envía la imagen como formulario multipart/form-data, en el campo "file".';
const NO_FILE = 'Falta la imagen: envíala en el campo "file" del formulario.';
const BAD_FORM = 'El formulario de la subida no es válido.';

const NameParams = z.object({ name: z.string() });
const WidthQuery = z.object({
  w: z
    .enum(IMAGE_WIDTHS.map(String) as [string, ...string[]], { message: IMAGE_WIDTH_MESSAGE })
    .transform((w) => Number(w) as (typeof IMAGE_WIDTHS)[number])
    .optional(),
});

/**
 * The one file of a Cloudinary-style form (`file`, plus `upload_preset` and `cloud_name`, which only
 * Cloudinary reads). The reader stops at `maxBytes`; every parser failure is the client's, in Spanish.
 */
async function readFile(req: FastifyRequest, maxBytes: number): Promise<Buffer> {
  let file: Buffer | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: maxBytes } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') file = await part.toBuffer();
      else part.file.resume(); // another file field: drained, not kept
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, tooManyBytes(maxBytes));
    throw badRequest(BAD_FORM);
  }
  if (!file || file.length === 0) throw badRequest(NO_FILE);
  return file;
}

/**
 * Uploading, for any signed-in account, and serving what was uploaded, to everyone. The files are
 * named by the hash of their bytes, so they never change and are cached for a year.
 */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: UploadsService }> = async (app, { uploads }) => {
  app.get(
    '/media/uploads/:name',
    {
      // Exempt from the per-address limit, like the demo images: a product grid loads dozens at once,
      // and each answer is one file read of at most a 2000-px WebP, or a 404 without touching the disk;
      // a narrower copy is made once per file and width (throttled) and then served from a bounded cache.
      config: { rateLimit: false },
      // No response schema: the 200 is the file's bytes, and a 400 or 404 is shaped by the error handler.
      schema: {
        tags: ['media'],
        summary: 'An uploaded image (`{sha256}.webp`), or `?w=160|320|480|640|960` wide at most',
        params: NameParams,
        querystring: WidthQuery,
      },
    },
    async (req, reply) => {
      const { w } = req.query;
      const file =
        w === undefined ? await uploads.read(req.params.name) : await uploads.readWidth(req.params.name, w);
      return reply
        .header('Content-Type', 'image/webp')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(file);
    },
  );

  await app.register(async (signedIn) => {
    signedIn.addHook('onRequest', app.guards.anyone);
    // Registered in this scope only: no other route parses multipart bodies.
    await signedIn.register(multipart, {
      limits: {
        fileSize: uploads.maxBytes,
        files: 1,
        fields: 10,
        fieldSize: 1024,
        parts: 12,
        headerPairs: 50,
      },
    });

    signedIn.post(
      '/uploads/image',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Uploads an image (multipart form: file, upload_preset, cloud_name), as Cloudinary does',
          description:
            'JPEG, PNG, WebP, GIF or AVIF, checked by content. Re-encoded to WebP (at most 2000 px a side, no metadata).',
          consumes: ['multipart/form-data'],
          response: { 200: UploadImageResponse, ...errorResponses(400, 401, 403, 413, 415, 429) },
        },
      },
      async (req) => {
        // The cheap refusal first, so a call that could never upload does not count against the limit.
        if (!req.isMultipart()) throw new AppError(415, NOT_MULTIPART);
        await uploads.countUpload(principal(req));
        return uploads.store(await readFile(req, uploads.maxBytes));
      },
    );
  });
};
