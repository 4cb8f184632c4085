/**
 * The second half of an import: the `offer-imports` job writes the good lines in batches, each batch one
 * transaction (its offers, its buy boxes, its lines marked applied), so a batch is written whole or not at
 * all and a retried import resumes at its first line not applied (decision 0028, section 6).
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offerImportLines, offerImports } from '../../db/schema/offer-imports.ts';
import type { Clock } from '../../lib/clock.ts';
import type { OfferBulk, OfferValues } from '../catalog/offer-bulk.ts';

export const OFFER_IMPORTS_JOB = 'offer-imports';
export const APPLY_BATCH = 500;
const GONE = 'el producto ya no está en el catálogo: la línea no se aplicó';

type Line = typeof offerImportLines.$inferSelect;
const offerOf = (l: Line): OfferValues => ({
  productId: l.productId!,
  variantId: l.variantId,
  condition: l.condition!,
  mrpPriceCents: l.mrpPriceCents!,
  sellingPriceCents: l.sellingPriceCents!,
  quantity: l.quantity!,
  warrantyMonths: l.warrantyMonths!,
  inStock: l.inStock!,
});

export function createOfferImportApply({
  db,
  clock,
  offerBulk,
}: {
  db: Db;
  clock: Clock;
  offerBulk: OfferBulk;
}) {
  /**
   * Writes the next batch of one import; false when nothing was left (the import is then DONE). The
   * import's row is locked first, so two runners of one import take turns and never write a line twice.
   */
  async function applyNextBatch(importId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [running] = await tx
        .select({ sellerId: offerImports.sellerId })
        .from(offerImports)
        .where(and(eq(offerImports.id, importId), inArray(offerImports.state, ['QUEUED', 'APPLYING'])))
        .for('update');
      if (!running) return false;
      const batch = await tx
        .select()
        .from(offerImportLines)
        .where(
          and(
            eq(offerImportLines.importId, importId),
            eq(offerImportLines.status, 'OK'),
            isNull(offerImportLines.appliedAt),
          ),
        )
        .orderBy(asc(offerImportLines.lineNo))
        .limit(APPLY_BATCH);
      if (batch.length === 0) {
        await tx
          .update(offerImports)
          .set({ state: 'DONE', finishedAt: clock.now() })
          .where(eq(offerImports.id, importId));
        return false;
      }
      // A product withdrawn from the catalogue since the check fails its lines; the others apply.
      const { byId } = await offerBulk.productsNamed([...new Set(batch.map((l) => l.productId!))], [], tx);
      const live = batch.filter((l) => byId.get(l.productId!)?.productId === l.productId);
      await offerBulk.upsertOffers(tx, running.sellerId, live.map(offerOf));
      await markLines(tx, importId, live, batch);
      await tx
        .update(offerImports)
        .set({ state: 'APPLYING', appliedLines: sql`${offerImports.appliedLines} + ${live.length}` })
        .where(eq(offerImports.id, importId));
      return true;
    });
  }

  async function markLines(tx: DbOrTx, importId: number, live: Line[], batch: Line[]) {
    const now = clock.now();
    const liveNos = live.map((l) => l.lineNo);
    const goneNos = batch.filter((l) => !liveNos.includes(l.lineNo)).map((l) => l.lineNo);
    if (liveNos.length > 0)
      await tx
        .update(offerImportLines)
        .set({ appliedAt: now })
        .where(and(eq(offerImportLines.importId, importId), inArray(offerImportLines.lineNo, liveNos)));
    if (goneNos.length > 0)
      await tx
        .update(offerImportLines)
        .set({ status: 'FAILED', message: GONE })
        .where(and(eq(offerImportLines.importId, importId), inArray(offerImportLines.lineNo, goneNos)));
  }

  /** Applies one import to its end; a batch that fails leaves it FAILED, to be applied again. */
  async function applyImport(importId: number): Promise<void> {
    try {
      while (await applyNextBatch(importId)) offerBulk.published();
    } catch (err) {
      await db
        .update(offerImports)
        .set({ state: 'FAILED', finishedAt: clock.now() })
        .where(and(eq(offerImports.id, importId), inArray(offerImports.state, ['QUEUED', 'APPLYING'])));
      throw err;
    }
  }

  return {
    /**
     * The job: every import queued or left applying (by a process that stopped), oldest first. Safe to run
     * twice at once: each batch locks its import.
     */
    async runPending(): Promise<number> {
      const pending = await db
        .select({ id: offerImports.id })
        .from(offerImports)
        .where(inArray(offerImports.state, ['QUEUED', 'APPLYING']))
        .orderBy(asc(offerImports.id));
      let failure: unknown;
      for (const { id } of pending) await applyImport(id).catch((err) => (failure ??= err));
      if (failure) throw failure;
      return pending.length;
    },
  };
}
