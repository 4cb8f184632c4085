/**
 * What the administrators' rule writes check (decision 0026): the target exists, the dates are not in the
 * past and end after they start, and no other rule for the target is in force at the same time (409).
 */
import type { CommissionRulesQuery, CreateCommissionRuleBody } from '@tecnobazar/shared';
import { and, eq, gt, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { commissionRules } from '../../db/schema/commissions.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
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
export const lockRules = (tx: DbOrTx) => tx.execute(sql`select pg_advisory_xact_lock(${RULES_LOCK}, 0)`);

type Target = Pick<CommissionRuleRow, 'scope' | 'sellerId' | 'categoryId' | 'productId' | 'targetName'>;

export function createRuleChecks({ db, clock, catalog, sellers }: CommissionsDeps) {
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
    await lockRules(tx);
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

  return { slugs, answer, targetOf, startFrom, endFrom, assertNoOverlap, lockRule, statusIs };
}
