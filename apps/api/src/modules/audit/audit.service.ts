import { AUDIT_PAGE_SIZE, type AuditPage } from '@tecnobazar/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';
import type { UsersService } from '../users/users.service.ts';

export interface AuditRecord {
  adminId: number;
  action: string;
  entity:
    | 'seller'
    | 'coupon'
    | 'payout'
    | 'home_category'
    | 'deal'
    | 'review'
    | 'return_request'
    | 'commission_rule'
    | 'product';
  entityId: number | string;
  before?: unknown;
  after?: unknown;
}

/**
 * The names the log shows beside ids, from the modules that own them (shop names: sellers; product titles:
 * catalog). Functions, not those services' types: they record into this log, so they import it.
 */
export interface AuditNames {
  shops: (sellerIds: number[]) => Promise<Map<number, string>>;
  titles: (productIds: number[]) => Promise<Map<number, string>>;
}

type AuditRow = typeof auditLog.$inferSelect;
/** A field of a record's before or after, when it is an object holding one. */
const fieldOf = (value: unknown, field: string): unknown =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[field] : undefined;
const idIn = (row: AuditRow, field: string): number | undefined => {
  const id = fieldOf(row.after, field) ?? fieldOf(row.before, field);
  return typeof id === 'number' ? id : undefined;
};
const sellerOf = (row: AuditRow) => (row.entity === 'seller' ? Number(row.entityId) : idIn(row, 'sellerId'));
/** A name the record carries itself: a deal's category, a tile's name, a coupon's code, a rule's target. */
function ownName(row: AuditRow): string | null {
  const state = row.after ?? row.before;
  const name =
    row.entity === 'deal'
      ? fieldOf(fieldOf(state, 'category'), 'name')
      : row.entity === 'commission_rule'
        ? fieldOf(fieldOf(state, 'target'), 'name')
        : row.entity === 'home_category'
          ? fieldOf(state, 'name')
          : row.entity === 'coupon'
            ? fieldOf(state, 'code')
            : undefined;
  return typeof name === 'string' ? name : null;
}

/** The administrators' log. `record` takes the action's transaction: no action without its row. */
export function createAuditService({ db, users, names }: { db: Db; users: UsersService; names: AuditNames }) {
  /** Each row's name and the names of the sellers and products it mentions, as they are now (two queries). */
  async function namesOf(rows: AuditRow[]) {
    const unique = (ids: (number | undefined)[]) => [...new Set(ids.filter((id) => id !== undefined))];
    const [shops, titles] = await Promise.all([
      names.shops(unique(rows.map(sellerOf))),
      names.titles(
        unique(
          rows.flatMap((r) => [
            idIn(r, 'productId'),
            r.entity === 'product' ? Number(r.entityId) : undefined,
          ]),
        ),
      ),
    ]);
    return (row: AuditRow) => {
      const shop = shops.get(sellerOf(row) ?? 0);
      const title = titles.get(idIn(row, 'productId') ?? 0);
      const fieldNames: Record<string, string> = {};
      if (shop !== undefined && row.entity !== 'seller') fieldNames.sellerId = shop;
      if (title !== undefined) fieldNames.productId = title;
      const entityName =
        row.entity === 'seller' || row.entity === 'payout'
          ? (shop ?? null)
          : row.entity === 'review'
            ? (title ?? null)
            : row.entity === 'product'
              ? (titles.get(Number(row.entityId)) ?? null)
              : ownName(row);
      return { entityName, fieldNames };
    };
  }

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
      const [admins, named] = await Promise.all([
        users.contacts([...new Set(rows.map((r) => r.adminId))]),
        namesOf(rows),
      ]);
      return {
        content: rows.map((r) => ({
          id: r.id,
          admin: { id: r.adminId, email: admins.get(r.adminId)?.email ?? '' },
          action: r.action,
          entity: r.entity,
          entityId: r.entityId,
          before: r.before,
          after: r.after,
          ...named(r),
          date: r.createdAt.toISOString(),
        })),
        totalPages: Math.ceil(total!.n / AUDIT_PAGE_SIZE),
        totalElements: total!.n,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
