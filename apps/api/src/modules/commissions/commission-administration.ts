/**
 * An administrator's commission rules (decision 0026): the list with filters, creating a rule, editing its
 * rate or dates, and ending it. Every change is audited in its own transaction, and every write checks, under
 * one lock, that no other rule for the same target is in force at the same time (409).
 */
import {
  COMMISSION_RULES_PAGE_SIZE,
  type CommissionRuleResponse,
  type CommissionRulesPage,
  type CommissionRulesQuery,
  type CreateCommissionRuleBody,
  type UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import { and, count, desc, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commissionRules } from '../../db/schema/commissions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import {
  CLOCK_SLACK_MS,
  type CommissionRuleRow,
  type CommissionsDeps,
  RULE_MESSAGES,
  ruleStatus,
  toRuleResponse,
} from './commission-rules.ts';

/** Rule writes one at a time (a transaction-scoped advisory lock): two overlapping rules cannot both pass. */
const RULES_LOCK = 27_030;

type Target = Pick<CommissionRuleRow, 'scope' | 'sellerId' | 'categoryId' | 'productId' | 'targetName'>;

export function createCommissionAdministration({ db, clock, audit, catalog, sellers }: CommissionsDeps) {
  const slugs = async (tx: DbOrTx = db) => {
    const { byId } = await catalog.categoryTree(tx);
    return (id: number | null) => (id === null ? null : (byId.get(id)?.categoryId ?? null));
  };
  const answer = async (rule: CommissionRuleRow, tx: DbOrTx = db) =>
    toRuleResponse(rule, clock.now(), (await slugs(tx))(rule.categoryId));

  /** The rule's target from the body: it must exist; its name is kept on the rule. */
  async function targetOf(body: CreateCommissionRuleBody, tx: DbOrTx): Promise<Target> {
    const none = { sellerId: null, categoryId: null, productId: null };
    if (body.scope === 'SELLER') {
      const name = (await sellers.businessNames([body.sellerId!], tx)).get(body.sellerId!);
      if (name === undefined) throw badRequest(RULE_MESSAGES.sellerMissing);
      return { ...none, scope: 'SELLER', sellerId: body.sellerId!, targetName: name };
    }
    if (body.scope === 'CATEGORY') {
      const node = (await catalog.categoryTree(tx)).bySlug.get(body.categoryId!);
      if (!node) throw badRequest(RULE_MESSAGES.categoryMissing(body.categoryId!));
      return { ...none, scope: 'CATEGORY', categoryId: node.id, targetName: node.name };
    }
    const product = (await catalog.commissionTargets([body.productId!], tx)).get(body.productId!);
    if (!product) throw badRequest(RULE_MESSAGES.productMissing);
    return { ...none, scope: 'PRODUCT', productId: body.productId!, targetName: product.title };
  }

  /** A start the admin asked for: now when absent or within the clock's slack, never in the past. */
  function startFrom(startsAt: string | undefined, now: Date): Date {
    if (!startsAt) return now;
    const at = new Date(startsAt);
    if (at.getTime() < now.getTime() - CLOCK_SLACK_MS) throw badRequest(RULE_MESSAGES.startPassed);
    return at < now ? now : at;
  }
  function endFrom(endsAt: string | null | undefined, startsAt: Date, now: Date): Date | null | undefined {
    if (endsAt === undefined || endsAt === null) return endsAt;
    const at = new Date(endsAt);
    if (at.getTime() < now.getTime() - CLOCK_SLACK_MS) throw badRequest(RULE_MESSAGES.endPassed);
    if (at <= startsAt) throw badRequest(RULE_MESSAGES.endBeforeStart);
    return at;
  }

  /** Refuses a rule for `target` in force during [startsAt, endsAt) while another one is. */
  async function assertNoOverlap(
    tx: DbOrTx,
    target: Target,
    window: { startsAt: Date; endsAt: Date | null },
    except?: number,
  ) {
    const sameTarget =
      target.scope === 'SELLER'
        ? eq(commissionRules.sellerId, target.sellerId!)
        : target.scope === 'CATEGORY'
          ? eq(commissionRules.categoryId, target.categoryId!)
          : eq(commissionRules.productId, target.productId!);
    const [other] = await tx
      .select({ id: commissionRules.id })
      .from(commissionRules)
      .where(
        and(
          sameTarget,
          except === undefined ? undefined : ne(commissionRules.id, except),
          // Never in force (ended before it started): no overlap.
          or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, commissionRules.startsAt)),
          window.endsAt ? sql`${commissionRules.startsAt} < ${window.endsAt.toISOString()}` : undefined,
          or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, window.startsAt)),
        ),
      )
      .limit(1);
    if (other) throw conflict(RULE_MESSAGES.overlap(other.id));
  }

  /** The rule, locked for this transaction, with every rule write serialized. */
  async function lockRule(tx: DbOrTx, id: number): Promise<CommissionRuleRow> {
    await tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, 0)`);
    const [rule] = await tx.select().from(commissionRules).where(eq(commissionRules.id, id)).for('update');
    if (!rule) throw notFound(RULE_MESSAGES.notFound);
    if (ruleStatus(rule, clock.now()) === 'ENDED') throw conflict(RULE_MESSAGES.ended);
    return rule;
  }

  /** The list's filter by status, on the clock's now. */
  function statusIs(status: CommissionRulesQuery['status'], now: Date): SQL | undefined {
    const ended = or(lte(commissionRules.endsAt, now), lte(commissionRules.endsAt, commissionRules.startsAt));
    if (status === 'ENDED') return ended;
    const notEnded = and(
      or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, now)),
      or(isNull(commissionRules.endsAt), gt(commissionRules.endsAt, commissionRules.startsAt)),
    );
    if (status === 'SCHEDULED') return and(notEnded, gt(commissionRules.startsAt, now));
    if (status === 'ACTIVE') return and(notEnded, lte(commissionRules.startsAt, now));
    return undefined;
  }

  return {
    /** Rules, newest first, 20 a page, by scope, status and seller (a seller's own rule). */
    async list(query: CommissionRulesQuery): Promise<CommissionRulesPage> {
      const where = and(
        query.scope ? eq(commissionRules.scope, query.scope) : undefined,
        query.sellerId ? eq(commissionRules.sellerId, query.sellerId) : undefined,
        statusIs(query.status, clock.now()),
      );
      const [rows, [total], slugOf] = await Promise.all([
        db
          .select()
          .from(commissionRules)
          .where(where)
          .orderBy(desc(commissionRules.id))
          .limit(COMMISSION_RULES_PAGE_SIZE)
          .offset(query.page * COMMISSION_RULES_PAGE_SIZE),
        db.select({ n: count() }).from(commissionRules).where(where),
        slugs(),
      ]);
      const now = clock.now();
      return {
        content: rows.map((r) => toRuleResponse(r, now, slugOf(r.categoryId))),
        totalPages: Math.ceil(total!.n / COMMISSION_RULES_PAGE_SIZE),
        totalElements: total!.n,
      };
    },

    async create(body: CreateCommissionRuleBody, adminId: number): Promise<CommissionRuleResponse> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, 0)`);
        const now = clock.now();
        const target = await targetOf(body, tx);
        const startsAt = startFrom(body.startsAt, now);
        const endsAt = endFrom(body.endsAt, startsAt, now) ?? null;
        await assertNoOverlap(tx, target, { startsAt, endsAt });
        const [row] = await tx
          .insert(commissionRules)
          .values({
            ...target,
            basisPoints: Math.round(body.percent * 100),
            fixedCents: toCents(body.fixedPerUnit),
            startsAt,
            endsAt,
            createdBy: adminId,
          })
          .returning();
        const created = await answer(row!, tx);
        await audit.record(tx, {
          adminId,
          action: 'commission_rule.create',
          entity: 'commission_rule',
          entityId: row!.id,
          after: created,
        });
        return created;
      });
    },

    /**
     * A new rate or dates. A rule not in force yet is changed as it is; one already in force is ended when
     * the change starts (now, or the later start asked for) and a new version takes over from then: the
     * sales made under the old rate keep it and the list still shows when it applied.
     */
    async update(
      id: number,
      body: UpdateCommissionRuleBody,
      adminId: number,
    ): Promise<CommissionRuleResponse> {
      return db.transaction(async (tx) => {
        const rule = await lockRule(tx, id);
        const now = clock.now();
        const startsAt = startFrom(body.startsAt, now);
        const endsAt = endFrom(body.endsAt, startsAt, now);
        const rate = { basisPoints: Math.round(body.percent * 100), fixedCents: toCents(body.fixedPerUnit) };
        const window = { startsAt, endsAt: endsAt === undefined ? rule.endsAt : endsAt };
        if (window.endsAt && window.endsAt <= startsAt) throw badRequest(RULE_MESSAGES.endBeforeStart);
        const before = await answer(rule, tx);
        let row: CommissionRuleRow;
        if (ruleStatus(rule, now) === 'SCHEDULED') {
          await assertNoOverlap(tx, rule, window, rule.id);
          [row] = (await tx
            .update(commissionRules)
            .set({ ...rate, ...window })
            .where(eq(commissionRules.id, id))
            .returning()) as [CommissionRuleRow];
        } else {
          await tx.update(commissionRules).set({ endsAt: startsAt }).where(eq(commissionRules.id, id));
          await assertNoOverlap(tx, rule, window, rule.id);
          const { scope, sellerId, categoryId, productId, targetName } = rule;
          [row] = (await tx
            .insert(commissionRules)
            .values({
              scope,
              sellerId,
              categoryId,
              productId,
              targetName,
              ...rate,
              ...window,
              previousId: id,
              createdBy: adminId,
            })
            .returning()) as [CommissionRuleRow];
        }
        const after = await answer(row, tx);
        await audit.record(tx, {
          adminId,
          action: 'commission_rule.update',
          entity: 'commission_rule',
          entityId: row.id,
          before,
          after,
        });
        return after;
      });
    },

    /** Ends a rule at `endsAt` (now when absent); ended before it started, it never applies. */
    async end(id: number, endsAtIso: string | undefined, adminId: number): Promise<CommissionRuleResponse> {
      return db.transaction(async (tx) => {
        const rule = await lockRule(tx, id);
        const now = clock.now();
        let endsAt = endsAtIso ? new Date(endsAtIso) : now;
        if (endsAt.getTime() < now.getTime() - CLOCK_SLACK_MS) throw badRequest(RULE_MESSAGES.endPassed);
        if (endsAt < now) endsAt = now;
        if (endsAt < rule.startsAt) endsAt = rule.startsAt;
        await assertNoOverlap(tx, rule, { startsAt: rule.startsAt, endsAt }, rule.id);
        const before = await answer(rule, tx);
        const [row] = await tx
          .update(commissionRules)
          .set({ endsAt })
          .where(eq(commissionRules.id, id))
          .returning();
        const after = await answer(row!, tx);
        await audit.record(tx, {
          adminId,
          action: 'commission_rule.end',
          entity: 'commission_rule',
          entityId: id,
          before,
          after,
        });
        return after;
      });
    },
  };
}
