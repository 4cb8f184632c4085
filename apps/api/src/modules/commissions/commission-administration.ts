/**
 * An administrator's commission rules (decision 0026): creating a rule, editing its rate or dates, and
 * ending it (the list is commission-list.ts). Every change is audited in its own transaction, and every write checks, under
 * one lock, that no other rule for the same target is in force at the same time (409).
 */
import type {
  CommissionRuleResponse,
  CreateCommissionRuleBody,
  UpdateCommissionRuleBody,
} from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import { commissionRules } from '../../db/schema/commissions.ts';
import { badRequest } from '../../lib/errors.ts';
import { toCents } from '../../lib/money.ts';
import { createRuleChecks, lockRules } from './commission-checks.ts';
import {
  CLOCK_SLACK_MS,
  type CommissionRuleRow,
  type CommissionsDeps,
  RULE_MESSAGES,
  ruleStatus,
} from './commission-rules.ts';

export function createCommissionAdministration(deps: CommissionsDeps) {
  const { db, clock, audit } = deps;
  const { answer, targetOf, startFrom, endFrom, assertNoOverlap, lockRule } = createRuleChecks(deps);

  return {
    async create(body: CreateCommissionRuleBody, adminId: number): Promise<CommissionRuleResponse> {
      return db.transaction(async (tx) => {
        await lockRules(tx);
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
