import { AUDIT_PAGE_SIZE, type AuditPage } from '@tecnobazar/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { UsersService } from '../users/users.service.ts';

export interface AuditRecord {
  adminId: number;
  action: string;
  entity: 'seller' | 'coupon' | 'payout' | 'home_category' | 'deal' | 'review';
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

/** The administrators' log. `record` takes the action's transaction: no action without its row. */
export function createAuditService({ db, users }: { db: Db; users: UsersService }) {
  return {
    async record(tx: DbOrTx, entry: AuditRecord): Promise<void> {
      await tx.insert(auditLog).values({
        adminId: entry.adminId,
        action: entry.action,
        entity: entry.entity,
        entityId: String(entry.entityId),
        before: entry.before ?? null,
        after: entry.after ?? null,
      });
    },

    async list(query: { action?: string; entity?: string; page: number }): Promise<AuditPage> {
      const where = and(
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(AUDIT_PAGE_SIZE)
          .offset(query.page * AUDIT_PAGE_SIZE),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      const admins = await users.contacts([...new Set(rows.map((r) => r.adminId))]);
      return {
        content: rows.map((r) => ({
          id: r.id,
          admin: { id: r.adminId, email: admins.get(r.adminId)?.email ?? '' },
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
          date: r.createdAt.toISOString(),
        })),
        totalPages: Math.ceil(total!.n / AUDIT_PAGE_SIZE),
        totalElements: total!.n,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
