import type { AddressBody, AddressResponse } from '@tecnobazar/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { addresses } from '../../db/schema/addresses.ts';
import { notFound } from '../../lib/errors.ts';

export const ADDRESS_NOT_FOUND = 'Dirección no encontrada';
const MAX_ADDRESSES = 10;

const toResponse = ({
  id,
  name,
  address,
  city,
  state,
  mobile,
}: typeof addresses.$inferSelect): AddressResponse => ({
  id,
  name,
  address,
  city,
  state,
  mobile,
});

/** A shopper's saved delivery addresses; every query has the owner in its WHERE clause. */
export function createAddressesService({ db }: { db: Db }) {
  return {
    async list(userId: number): Promise<AddressResponse[]> {
      const rows = await db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.id));
      return rows.map(toResponse);
    },

    async add(userId: number, body: AddressBody): Promise<AddressResponse> {
      const [row] = await db
        .insert(addresses)
        .values({ userId, ...body })
        .returning();
      // Keep the list short: the oldest address goes when there are too many.
      const all = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.id));
      for (const old of all.slice(MAX_ADDRESSES)) await db.delete(addresses).where(eq(addresses.id, old.id));
      return toResponse(row!);
    },

    async remove(userId: number, id: number) {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      if (rows.length === 0) throw notFound(ADDRESS_NOT_FOUND);
      return { message: 'Dirección eliminada', id };
    },

    async get(userId: number, id: number, tx: DbOrTx = db): Promise<AddressResponse> {
      const [row] = await tx
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      if (!row) throw notFound(ADDRESS_NOT_FOUND);
      return toResponse(row);
    },
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
