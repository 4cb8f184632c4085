/**
 * The first half of an import: the whole file is read, each line checked and its product found, and the
 * import stored with every line, good or refused, before any offer is written (decision 0028, section 6).
 */
import { createHash } from 'node:crypto';
import type { OfferFileFormat } from '@tecnobazar/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasPgCode, PG } from '../../db/pg-errors.ts';
import { offerImportLines, offerImports } from '../../db/schema/offer-imports.ts';
import type { NamedProduct, OfferBulk } from '../catalog/offer-bulk.ts';
import { fileFormat, readOfferFile } from './offer-files.ts';
import { type CheckedLine, checkLine, type LineCheck } from './offer-lines.ts';

/** A line once its product is known, or why it is refused. */
type ResolvedLine =
  | { ok: true; line: CheckedLine & { productId: number; variantId: number | null } }
  | { ok: false; lineNo: number; message: string };

/** Rows per insert of the lines: 12 parameters each, well under PostgreSQL's 65,535. */
const INSERT_CHUNK = 1_000;

/** Each good line's product, by id or model number; a product named twice in one condition is refused. */
async function resolveProducts(
  checks: LineCheck[],
  productsNamed: OfferBulk['productsNamed'],
): Promise<ResolvedLine[]> {
  const good = checks.flatMap((c) => (c.ok ? [c.line] : []));
  const ids = good.flatMap((l) => (l.product.productId === undefined ? [] : [l.product.productId]));
  const models = good.flatMap((l) => (l.product.modelNumber === undefined ? [] : [l.product.modelNumber]));
  const { byId, byModel } = await productsNamed([...new Set(ids)], [...new Set(models)]);
  const firstLineOf = new Map<string, number>();
  return checks.map((c): ResolvedLine => {
    if (!c.ok) return c;
    const { line } = c;
    const refused = (message: string): ResolvedLine => ({ ok: false, lineNo: line.lineNo, message });
    const { productId: askedId, modelNumber } = line.product;
    let named: NamedProduct | undefined;
    if (modelNumber !== undefined) {
      // The model number first: a variant's names the variant. With an id too, they must agree.
      const all = (byModel.get(modelNumber) ?? []).filter(
        (n) => askedId === undefined || n.productId === byId.get(askedId)?.productId,
      );
      if (all.length === 0)
        return refused(
          askedId === undefined || !byId.has(askedId)
            ? `el modelo ${modelNumber} no está en el catálogo`
            : `el modelo ${modelNumber} no es del producto ${askedId}`,
        );
      if (all.length > 1) return refused(`el modelo ${modelNumber} es de varios productos: usa producto_id`);
      named = all[0]!;
    } else {
      named = byId.get(askedId!);
      if (!named) return refused(`el producto ${askedId} no está en el catálogo`);
    }
    if (named.variantId === null && named.hasVariants)
      return refused('el producto tiene variantes: indica en numero_de_modelo el de la variante');
    const { productId, variantId } = named;
    const key = `${productId}:${variantId ?? 0}:${line.condition}`;
    const first = firstLineOf.get(key);
    if (first !== undefined) return refused(`repetida con la línea ${first}`);
    firstLineOf.set(key, line.lineNo);
    return { ok: true, line: { ...line, productId, variantId } };
  });
}

const lineRow = (importId: number, r: ResolvedLine): typeof offerImportLines.$inferInsert =>
  r.ok
    ? {
        importId,
        lineNo: r.line.lineNo,
        status: 'OK',
        productId: r.line.productId,
        variantId: r.line.variantId,
        condition: r.line.condition,
        mrpPriceCents: r.line.mrpPriceCents,
        sellingPriceCents: r.line.sellingPriceCents,
        quantity: r.line.quantity,
        warrantyMonths: r.line.warrantyMonths,
        inStock: r.line.inStock,
      }
    : { importId, lineNo: r.lineNo, status: 'ERROR', message: r.message };

export function createOfferImportCheck({ db, offerBulk }: { db: Db; offerBulk: OfferBulk }) {
  /** The shop's import of this very file that has not ended, if any. */
  async function unfinishedImportOf(sellerId: number, sha256: string) {
    const [row] = await db
      .select({ id: offerImports.id })
      .from(offerImports)
      .where(
        and(
          eq(offerImports.sellerId, sellerId),
          eq(offerImports.fileSha256, sha256),
          notInArray(offerImports.state, ['DONE', 'FAILED']),
        ),
      );
    return row?.id;
  }

  /**
   * Checks the file and stores the import as VALIDATED with its lines; answers its id. The same file sent
   * again before its import ends is that import, not a second one.
   */
  async function checkFile(sellerId: number, file: Buffer, fileName: string): Promise<number> {
    await offerBulk.assertMayPublish(sellerId);
    const sha256 = createHash('sha256').update(file).digest('hex');
    const earlier = await unfinishedImportOf(sellerId, sha256);
    if (earlier !== undefined) return earlier;
    const format: OfferFileFormat = fileFormat(file, fileName);
    const resolved = await resolveProducts(
      readOfferFile(file, format).map((line) => checkLine(line, format)),
      offerBulk.productsNamed,
    );
    const okLines = resolved.filter((r) => r.ok).length;
    try {
      return await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(offerImports)
          .values({
            sellerId,
            fileName: fileName.slice(0, 200),
            format,
            fileSha256: sha256,
            totalLines: resolved.length,
            okLines,
            badLines: resolved.length - okLines,
          })
          .returning({ id: offerImports.id });
        const importId = created!.id;
        for (let i = 0; i < resolved.length; i += INSERT_CHUNK)
          await tx
            .insert(offerImportLines)
            .values(resolved.slice(i, i + INSERT_CHUNK).map((r) => lineRow(importId, r)));
        return importId;
      });
    } catch (err) {
      // The same file, sent twice at once: the other request stored it first.
      if (hasPgCode(err, PG.uniqueViolation)) {
        const other = await unfinishedImportOf(sellerId, sha256);
        if (other !== undefined) return other;
      }
      throw err;
    }
  }

  return { checkFile };
}
