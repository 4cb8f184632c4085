/**
 * A shop's offers in bulk (decision 0028, section 6): a CSV or XLSX file of offers is checked line by line
 * and reported before anything is written, then applied by one job; the export gives the shop's offers
 * in the same columns.
 */
import { z } from 'zod';
import { OfferFields } from './offers.ts';

export const OFFER_IMPORT_MAX_LINES = 10_000;
export const OFFER_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Errors per page of an import's report. */
export const OFFER_IMPORT_ERRORS_PAGE = 100;

/** The file's columns, as the import reads them; the product is named by `producto_id` or `numero_de_modelo`. */
export const OFFER_IMPORT_COLUMNS = [
  'producto_id',
  'numero_de_modelo',
  'condicion',
  'precio_sugerido',
  'precio_venta',
  'cantidad',
  'garantia_meses',
  'en_existencia',
] as const;
/** The export's columns: the offer and the product's title first, which the import ignores. */
export const OFFER_EXPORT_COLUMNS = ['oferta_id', 'titulo', ...OFFER_IMPORT_COLUMNS] as const;
export const OFFER_FILE_FORMATS = ['csv', 'xlsx'] as const;
export type OfferFileFormat = (typeof OFFER_FILE_FORMATS)[number];

export const OFFER_IMPORT_STATES = ['VALIDATED', 'QUEUED', 'APPLYING', 'DONE', 'FAILED'] as const;
export type OfferImportState = (typeof OFFER_IMPORT_STATES)[number];

/** One line's values once read: an offer's fields, whether it is on sale, and the product it names. */
export const OfferImportLine = OfferFields.extend({ inStock: z.boolean() }).refine(
  (o) => o.sellingPrice <= o.mrpPrice,
  { message: 'El precio de venta supera el precio sugerido', path: ['sellingPrice'] },
);
export type OfferImportLine = z.infer<typeof OfferImportLine>;

/** A refused line: its number in the file (the header is line 1) and why, e.g. 'línea 14: …'. */
export const OfferImportError = z.object({ line: z.number(), message: z.string() });
export type OfferImportError = z.infer<typeof OfferImportError>;

export const OfferImportResponse = z.object({
  id: z.number(),
  fileName: z.string(),
  format: z.enum(OFFER_FILE_FORMATS),
  state: z.enum(OFFER_IMPORT_STATES),
  totalLines: z.number(),
  okLines: z.number(),
  badLines: z.number(),
  /** Good lines written so far: the progress while it applies. */
  appliedLines: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** One page of the refused lines, in file order (`?page=`, OFFER_IMPORT_ERRORS_PAGE a page). */
  errors: z.array(OfferImportError),
  errorPages: z.number(),
});
export type OfferImportResponse = z.infer<typeof OfferImportResponse>;

/** `GET /sellers/offers/imports`: the shop's latest imports, newest first, without their errors. */
export const OfferImportListResponse = z.object({
  content: z.array(OfferImportResponse.omit({ errors: true, errorPages: true })),
});
export type OfferImportListResponse = z.infer<typeof OfferImportListResponse>;

export const OfferImportPageQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000).default(0),
});
export const OfferExportQuery = z.object({
  format: z.enum(OFFER_FILE_FORMATS, { error: 'El formato debe ser csv o xlsx' }).default('csv'),
});
