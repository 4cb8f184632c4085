/**
 * A shop's offers by file (decision 0028, section 6): check a file and report it line by line, apply it
 * in the background with progress, and export the shop's offers in the same columns. Every query names
 * the shop, so another shop's import answers 404.
 */
import {
  OFFER_EXPORT_COLUMNS,
  OFFER_IMPORT_ERRORS_PAGE,
  type OfferFileFormat,
  type OfferImportResponse,
} from '@tecnobazar/shared';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offerImportLines, offerImports } from '../../db/schema/offer-imports.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import { csvFile } from '../../lib/spreadsheets/csv.ts';
import { writeXlsx } from '../../lib/spreadsheets/xlsx.ts';
import type { ExportedOffer, OfferBulk } from '../catalog/offer-bulk.ts';
import { createOfferImportApply, OFFER_IMPORTS_JOB } from './offer-import-apply.ts';
import { createOfferImportCheck } from './offer-import-check.ts';

export const IMPORT_MESSAGES = {
  notFound: 'No encontramos esa importación',
  nothingToApply: 'El archivo no tiene líneas correctas para aplicar',
  applied: 'Esta importación ya se aplicó',
  running: 'Esta importación ya se está aplicando',
  otherRunning: 'Ya tienes otra importación aplicándose: espera a que termine',
} as const;
const RECENT_IMPORTS = 10;

type ImportRow = typeof offerImports.$inferSelect;
const summary = (r: ImportRow) => ({
  id: r.id,
  fileName: r.fileName,
  format: r.format,
  state: r.state,
  totalLines: r.totalLines,
  okLines: r.okLines,
  badLines: r.badLines,
  appliedLines: r.appliedLines,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** Pesos as the import reads them back: digits, and cents after a comma only when there are any. */
const pesosCell = (cents: number) =>
  cents % 100 === 0
    ? String(cents / 100)
    : `${Math.trunc(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

function exportRows(offers: ExportedOffer[], format: OfferFileFormat): (string | number)[][] {
  const money = (cents: number) => (format === 'xlsx' ? cents / 100 : pesosCell(cents));
  return [
    [...OFFER_EXPORT_COLUMNS],
    ...offers.map((o) => [
      o.offerId,
      o.title,
      o.productId,
      o.modelNumber ?? '',
      o.condition.toLowerCase(),
      money(o.mrpPriceCents),
      money(o.sellingPriceCents),
      o.quantity,
      o.warrantyMonths,
      o.inStock ? 'si' : 'no',
    ]),
  ];
}

export function createOfferImportsService({
  db,
  clock,
  jobs,
  offerBulk,
}: {
  db: Db;
  clock: Clock;
  jobs: Pick<JobQueue, 'kick'>;
  offerBulk: OfferBulk;
}) {
  const { checkFile } = createOfferImportCheck({ db, offerBulk });
  const { runPending } = createOfferImportApply({ db, clock, offerBulk });

  async function ownImport(sellerId: number, id: number): Promise<ImportRow> {
    const [row] = await db
      .select()
      .from(offerImports)
      .where(and(eq(offerImports.id, id), eq(offerImports.sellerId, sellerId)));
    if (!row) throw notFound(IMPORT_MESSAGES.notFound);
    return row;
  }

  /** The import with one page of its refused lines, in file order. */
  async function describe(sellerId: number, id: number, page = 0): Promise<OfferImportResponse> {
    const row = await ownImport(sellerId, id);
    const refused = and(eq(offerImportLines.importId, id), ne(offerImportLines.status, 'OK'));
    const [errors, [total]] = await Promise.all([
      db
        .select({ line: offerImportLines.lineNo, message: offerImportLines.message })
        .from(offerImportLines)
        .where(refused)
        .orderBy(asc(offerImportLines.lineNo))
        .limit(OFFER_IMPORT_ERRORS_PAGE)
        .offset(page * OFFER_IMPORT_ERRORS_PAGE),
      db.select({ n: count() }).from(offerImportLines).where(refused),
    ]);
    return {
      ...summary(row),
      errors: errors.map((e) => ({ line: e.line, message: `línea ${e.line}: ${e.message}` })),
      errorPages: Math.ceil(total!.n / OFFER_IMPORT_ERRORS_PAGE),
    };
  }

  /** Why an import cannot be queued now: applied, applying, or nothing good in it. */
  function refusal(row: ImportRow) {
    if (row.state === 'DONE') return conflict(IMPORT_MESSAGES.applied);
    if (row.state !== 'VALIDATED' && row.state !== 'FAILED') return conflict(IMPORT_MESSAGES.running);
    return badRequest(IMPORT_MESSAGES.nothingToApply);
  }

  return {
    runPending,

    async check(sellerId: number, file: Buffer, fileName: string): Promise<OfferImportResponse> {
      return describe(sellerId, await checkFile(sellerId, file, fileName));
    },

    describe,

    async recent(sellerId: number) {
      const rows = await db
        .select()
        .from(offerImports)
        .where(eq(offerImports.sellerId, sellerId))
        .orderBy(desc(offerImports.createdAt), desc(offerImports.id))
        .limit(RECENT_IMPORTS);
      return { content: rows.map(summary) };
    },

    /** Queues a checked import (or one that failed, which resumes) for the job; one at a time per shop. */
    async apply(sellerId: number, id: number): Promise<OfferImportResponse> {
      await offerBulk.assertMayPublish(sellerId);
      const row = await ownImport(sellerId, id);
      if (!['VALIDATED', 'FAILED'].includes(row.state) || row.okLines === 0) throw refusal(row);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(offerImports)
            .set({ state: 'QUEUED', finishedAt: null })
            .where(and(eq(offerImports.id, id), eq(offerImports.state, row.state)));
          await jobs.kick(OFFER_IMPORTS_JOB, tx);
        });
      } catch (err) {
        if (hasPgCode(err, PG.uniqueViolation)) throw conflict(IMPORT_MESSAGES.otherRunning);
        throw err;
      }
      return describe(sellerId, id);
    },

    /** The shop's live offers as a file the import reads back. */
    async exportFile(sellerId: number, format: OfferFileFormat): Promise<Buffer> {
      const rows = exportRows(await offerBulk.exportOffers(sellerId), format);
      return format === 'xlsx' ? Buffer.from(writeXlsx(rows, 'Publicaciones')) : csvFile(rows, ';');
    },
  };
}
export type OfferImportsService = ReturnType<typeof createOfferImportsService>;
