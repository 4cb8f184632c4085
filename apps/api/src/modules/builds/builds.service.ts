import { randomBytes } from 'node:crypto';
import { BUILD_MESSAGES, type BuildResponse, type SaveBuildBody, slotFor, slotOf } from '@tecnobazar/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { builds } from '../../db/schema/builds.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';

type BuildRow = typeof builds.$inferSelect;

/** A public id nobody can guess or count through: 11 characters of 64, from 8 random bytes. */
const newPublicId = () => randomBytes(8).toString('base64url');

/**
 * PC builds (issue 34). A shopper's build is theirs to change (owner in every WHERE); a visitor's is saved
 * once and opened by anyone with its link, and changing it means saving a copy.
 */
export function createBuildsService({ db, catalog }: { db: Db; catalog: Pick<CatalogService, 'byIds'> }) {
  /** Builds as answered, their products read in one query for all of them. */
  async function answers(rows: BuildRow[], callerId: number | undefined): Promise<BuildResponse[]> {
    const sold = new Map(
      (await catalog.byIds([...new Set(rows.flatMap((r) => r.parts.map((p) => p.productId)))])).map((p) => [
        p.id,
        p,
      ]),
    );
    return rows.map((row) => ({
      id: row.publicId,
      name: row.name,
      parts: row.parts as BuildResponse['parts'], // written from SaveBuildBody only
      products: row.parts.flatMap((p) => sold.get(p.productId) ?? []),
      mine: row.userId !== null && row.userId === callerId,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }
  const answer = async (row: BuildRow, callerId: number | undefined) => (await answers([row], callerId))[0]!;

  /** Every part is a product on sale, in the slot its category and type belong to. */
  async function assertParts(body: SaveBuildBody) {
    const found = new Map((await catalog.byIds(body.parts.map((p) => p.productId))).map((p) => [p.id, p]));
    for (const part of body.parts) {
      const product = found.get(part.productId);
      if (!product) throw notFound(BUILD_MESSAGES.productGone);
      const slot = slotOf(part.slot)!;
      const fits = slotFor(product.category.parentCategoryId ?? '', product.specs.type);
      if (fits?.slot !== slot.slot) throw badRequest(BUILD_MESSAGES.wrongSlot(product.title, slot.label));
    }
  }

  return {
    /** Saves a new build: the caller's when signed in, else a visitor's that never changes. */
    async create(userId: number | undefined, body: SaveBuildBody): Promise<BuildResponse> {
      await assertParts(body);
      const [row] = await db
        .insert(builds)
        .values({ publicId: newPublicId(), userId: userId ?? null, name: body.name, parts: body.parts })
        .returning();
      return answer(row!, userId);
    },

    async get(publicId: string, callerId: number | undefined): Promise<BuildResponse> {
      const [row] = await db.select().from(builds).where(eq(builds.publicId, publicId));
      if (!row) throw notFound(BUILD_MESSAGES.notFound);
      return answer(row, callerId);
    },

    /** The shopper's builds, the last changed first. */
    async mine(userId: number): Promise<BuildResponse[]> {
      const rows = await db
        .select()
        .from(builds)
        .where(eq(builds.userId, userId))
        .orderBy(desc(builds.updatedAt), desc(builds.createdAt));
      return answers(rows, userId);
    },

    async update(userId: number, publicId: string, body: SaveBuildBody): Promise<BuildResponse> {
      await assertParts(body);
      const [row] = await db
        .update(builds)
        .set({ name: body.name, parts: body.parts })
        .where(and(eq(builds.publicId, publicId), eq(builds.userId, userId)))
        .returning();
      if (!row) throw notFound(BUILD_MESSAGES.notFound);
      return answer(row, userId);
    },

    async remove(userId: number, publicId: string): Promise<{ message: string }> {
      const removed = await db
        .delete(builds)
        .where(and(eq(builds.publicId, publicId), eq(builds.userId, userId)))
        .returning({ id: builds.publicId });
      if (removed.length === 0) throw notFound(BUILD_MESSAGES.notFound);
      return { message: BUILD_MESSAGES.deleted };
    },
  };
}
export type BuildsService = ReturnType<typeof createBuildsService>;
