import multipart from '@fastify/multipart';
import {
  IdParams,
  OFFER_IMPORT_MAX_BYTES,
  OfferExportQuery,
  type OfferFileFormat,
  OfferImportListResponse,
  OfferImportPageQuery,
  OfferImportResponse,
} from '@tecnobazar/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principal } from '../../lib/auth-guard.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-errors.ts';
import type { OfferImportsService } from './offer-imports.service.ts';

const errors = errorResponses(400, 401, 403, 404, 429);
const FILE_MESSAGES = {
  notMultipart: 'Envía el archivo como formulario multipart/form-data, en el campo "file".',
  noFile: 'Falta el archivo: envíalo en el campo "file" del formulario.',
  badForm: 'El formulario de la subida no es válido.',
  tooBig: `El archivo supera el máximo de ${OFFER_IMPORT_MAX_BYTES / 1024 / 1024} MB`,
} as const;

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const sendFile = (reply: FastifyReply, format: OfferFileFormat, file: Buffer) =>
  reply
    .type(CONTENT_TYPES[format])
    .header('Content-Disposition', `attachment; filename="publicaciones.${format}"`)
    .header('Cache-Control', 'private, no-store')
    .send(file);

/** The form's one `file`, read up to the limit; every parser failure is the client's, in Spanish. */
async function readFile(req: FastifyRequest): Promise<{ file: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw new AppError(415, FILE_MESSAGES.notMultipart);
  let found: { file: Buffer; fileName: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: OFFER_IMPORT_MAX_BYTES } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'file') found = { file: await part.toBuffer(), fileName: part.filename };
      else part.file.resume();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError(413, FILE_MESSAGES.tooBig);
    throw badRequest(FILE_MESSAGES.badForm);
  }
  if (!found || found.file.length === 0) throw badRequest(FILE_MESSAGES.noFile);
  return found;
}

/** Sellers: their offers by file, checked, applied in the background, and exported (decision 0028). */
export const offerImportsSellerRoutes: FastifyPluginAsyncZod<{ imports: OfferImportsService }> = async (
  app,
  { imports },
) => {
  app.addHook('onRequest', app.guards.seller);
  await app.register(multipart, {
    limits: { fileSize: OFFER_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });

  app.post(
    '/sellers/offers/import',
    {
      schema: {
        tags: ['sellers'],
        summary: 'Checks a CSV or XLSX of offers line by line and stores the report; writes no offer',
        consumes: ['multipart/form-data'],
        response: { 200: OfferImportResponse, ...errors, ...errorResponses(413, 415) },
      },
    },
    async (req) => {
      const { file, fileName } = await readFile(req);
      return imports.check(principal(req).id, file, fileName);
    },
  );
  app.get(
    '/sellers/offers/imports',
    {
      schema: {
        tags: ['sellers'],
        summary: "The shop's latest imports, newest first",
        response: { 200: OfferImportListResponse, ...errors },
      },
    },
    (req) => imports.recent(principal(req).id),
  );
  app.get(
    '/sellers/offers/imports/:id',
    {
      schema: {
        tags: ['sellers'],
        summary: 'An import: its state, its progress and a page of its refused lines',
        params: IdParams,
        querystring: OfferImportPageQuery,
        response: { 200: OfferImportResponse, ...errors },
      },
    },
    (req) => imports.describe(principal(req).id, req.params.id, req.query.page),
  );
  app.post(
    '/sellers/offers/imports/:id/apply',
    {
      schema: {
        tags: ['sellers'],
        summary: "Writes a checked import's good lines in the background (a failed one resumes)",
        params: IdParams,
        response: { 200: OfferImportResponse, ...errors, ...errorResponses(409) },
      },
    },
    (req) => imports.apply(principal(req).id, req.params.id),
  );
  app.get(
    '/sellers/offers/export',
    {
      schema: {
        tags: ['sellers'],
        summary: "The shop's offers as CSV or XLSX, in the columns the import reads",
        querystring: OfferExportQuery,
        // No 200 schema: the answer is the file's bytes.
        response: errorResponses(400, 401, 403, 429),
      },
    },
    async (req, reply) =>
      sendFile(reply, req.query.format, await imports.exportFile(principal(req).id, req.query.format)),
  );
};
