/**
 * The administrators' review of what sellers propose for the catalogue (decision 0028, section 5): the
 * queue, oldest first, and each decision (approve, reject, ask for changes), audited in its transaction.
 * Approving a new product lists it (products.listed follows `status`); approving a change writes it;
 * approving a variant adds it to the product.
 */
import {
  type ProductSpecs,
  REVISION_PAGE_SIZE,
  type RevisionPage,
  type RevisionResponse,
  type RevisionState,
  specsSchemaFor,
} from '@tecnobazar/shared';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { productRevisions, products } from '../../db/schema/catalog.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mailer/mailer.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { CatalogService } from './catalog.service.ts';
import type { Categories } from './categories.ts';
import type { ProductVariants } from './product-variants.ts';
import { mailDecision, type RevisionDecision } from './revision-mails.ts';

export const APPROVAL_MESSAGES = {
  notFound: 'Propuesta no encontrada',
  decided: 'Esta propuesta ya fue decidida',
};

type RevisionRow = typeof productRevisions.$inferSelect;

/** The change's specifications, checked again against the level-2 category they will live under. */
async function checkedChange(tx: DbOrTx, categoryTree: Categories['categoryTree'], revision: RevisionRow) {
  const change = { ...revision.changes } as Record<string, unknown>;
  if (change.specs === undefined) return change;
  const [product] = await tx
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, revision.productId));
  const { byId } = await categoryTree(tx);
  const level2 = byId.get((change.categoryId as number | undefined) ?? product!.categoryId)!
    .parentCategoryId!;
  const result = specsSchemaFor(level2).safeParse(change.specs);
  if (!result.success) throw badRequest(result.error.issues[0]!.message);
  change.specs = result.data as ProductSpecs;
  return change;
}

/**
 * What a decision writes to the catalogue: approving a new product lists it, a change applies, a variant is
 * added; rejecting a new product marks it rejected. Asking for changes writes nothing but the revision.
 */
async function writeDecision(
  tx: DbOrTx,
  deps: { variants: Pick<ProductVariants, 'publish'>; categoryTree: Categories['categoryTree'] },
  revision: RevisionRow,
  decision: RevisionDecision,
) {
  if (decision === 'approve' && revision.kind === 'VARIANT') {
    const { axes, modelNumber } = revision.changes as {
      axes: Record<string, string | number>;
      modelNumber: string | null;
    };
    await deps.variants.publish(tx, revision.productId, axes, modelNumber);
  } else if (decision === 'approve') {
    const change = revision.kind === 'CHANGE' ? await checkedChange(tx, deps.categoryTree, revision) : {};
    await tx
      .update(products)
      .set({ ...change, status: 'APPROVED' })
      .where(eq(products.id, revision.productId));
  } else if (decision === 'reject' && revision.kind === 'NEW') {
    await tx.update(products).set({ status: 'REJECTED' }).where(eq(products.id, revision.productId));
  }
}

export function createProductApproval({
  db,
  catalog,
  sellers,
  audit,
  changes,
  variants,
  mailer,
  publicUrl,
}: {
  db: Db;
  mailer: Mailer;
  /** Where the mails' links point (PUBLIC_URL). */
  publicUrl: string;
  catalog: Pick<CatalogService, 'categoryTree'>;
  sellers: Pick<SellersService, 'businessNames' | 'mailContacts'>;
  variants: Pick<ProductVariants, 'publish'>;
  audit: AuditService;
  changes: ChangeFeed;
}) {
  async function answers(rows: { revision: RevisionRow; product: typeof products.$inferSelect }[]) {
    const names = await sellers.businessNames([...new Set(rows.map((r) => r.revision.sellerId))]);
    const { byId } = await catalog.categoryTree();
    // A category is stored by its row id; the queue shows its name.
    const named = (values: Record<string, unknown>) =>
      values.categoryId === undefined
        ? values
        : { ...values, categoryId: byId.get(Number(values.categoryId))?.name ?? values.categoryId };
    return rows.map(
      ({ revision: r, product: p }): RevisionResponse => ({
        id: r.id,
        kind: r.kind,
        state: r.state,
        product: { id: p.id, title: p.title, image: p.images[0] ?? null, status: p.status },
        seller: { id: r.sellerId, businessName: names.get(r.sellerId) ?? '' },
        changes: named(r.changes),
        base: named(r.base),
        reason: r.reason,
        autoApproved: r.autoApproved,
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
      }),
    );
  }

  async function page(
    where: SQL | undefined,
    pageNumber: number,
    oldestFirst: boolean,
  ): Promise<RevisionPage> {
    const [rows, [total]] = await Promise.all([
      db
        .select({ revision: productRevisions, product: products })
        .from(productRevisions)
        .innerJoin(products, eq(products.id, productRevisions.productId))
        .where(where)
        .orderBy(oldestFirst ? asc(productRevisions.id) : desc(productRevisions.id))
        .limit(REVISION_PAGE_SIZE)
        .offset(pageNumber * REVISION_PAGE_SIZE),
      db.select({ n: count() }).from(productRevisions).where(where),
    ]);
    return {
      content: await answers(rows),
      totalPages: Math.ceil(total!.n / REVISION_PAGE_SIZE),
      totalElements: total!.n,
    };
  }

  async function decide(
    revisionId: number,
    decision: RevisionDecision,
    adminId: number,
    reason: string | null,
  ) {
    await db.transaction(async (tx) => {
      const [revision] = await tx
        .select()
        .from(productRevisions)
        .where(eq(productRevisions.id, revisionId))
        .for('update');
      if (!revision) throw notFound(APPROVAL_MESSAGES.notFound);
      if (revision.state !== 'PENDING') throw conflict(APPROVAL_MESSAGES.decided);
      const state: RevisionState =
        decision === 'approve' ? 'APPROVED' : decision === 'reject' ? 'REJECTED' : 'CHANGES_REQUESTED';
      const [before] = await tx
        .select()
        .from(products)
        .where(eq(products.id, revision.productId))
        .for('update');
      await writeDecision(tx, { variants, categoryTree: catalog.categoryTree }, revision, decision);
      await tx
        .update(productRevisions)
        .set({ state, reason, decidedBy: adminId, decidedAt: new Date() })
        .where(eq(productRevisions.id, revisionId));
      await mailDecision(
        tx,
        { mailer, sellers, categoryTree: catalog.categoryTree, publicUrl },
        {
          revision,
          product: before!,
          decision,
          reason,
        },
      );
      await audit.record(tx, {
        adminId,
        action: `catalog.revision.${decision}`,
        entity: 'product',
        entityId: revision.productId,
        before: { status: before!.status, revisionId, kind: revision.kind, values: revision.base },
        after: {
          status: decision === 'approve' ? 'APPROVED' : before!.status,
          state,
          reason,
          values: revision.changes,
        },
      });
    });
    changes.publish('products');
  }

  return {
    /** The queue: PENDING proposals oldest first; any other state (or the auto-approved ones) newest first. */
    queue(q: { state?: RevisionState; auto?: 'true' | 'false'; page: number }) {
      const state = q.state ?? (q.auto === 'true' ? undefined : 'PENDING');
      const where = and(
        state ? eq(productRevisions.state, state) : undefined,
        q.auto === undefined ? undefined : eq(productRevisions.autoApproved, q.auto === 'true'),
      );
      return page(where, q.page, state === 'PENDING');
    },

    /** The seller's own proposals, newest first, with their state and the administrator's reason. */
    mine(sellerId: number, q: { state?: RevisionState; page: number }) {
      const where = and(
        eq(productRevisions.sellerId, sellerId),
        q.state ? eq(productRevisions.state, q.state) : undefined,
      );
      return page(where, q.page, false);
    },

    approve: (id: number, adminId: number) => decide(id, 'approve', adminId, null),
    reject: (id: number, adminId: number, reason: string) => decide(id, 'reject', adminId, reason),
    requestChanges: (id: number, adminId: number, reason: string) =>
      decide(id, 'request_changes', adminId, reason),
  };
}
export type ProductApprovalService = ReturnType<typeof createProductApproval>;
