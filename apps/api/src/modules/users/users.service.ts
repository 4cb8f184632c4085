import type { UserProfile } from '@tecnobazar/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;
const toProfile = (u: UserRow): UserProfile => ({
  id: u.id,
  fullName: u.fullName,
  email: u.email,
  mobile: u.mobile,
  role: u.role,
});

export function createUsersService({ db }: { db: Db }) {
  return {
    findByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],

    /** Creates the shopper, or returns the existing account with that e-mail unchanged. */
    async findOrCreateCustomer(email: string, fullName: string): Promise<UserRow> {
      const [created] = await db.insert(users).values({ email, fullName }).onConflictDoNothing().returning();
      return created ?? (await db.select().from(users).where(eq(users.email, email)))[0]!;
    },

    async profile(userId: number): Promise<UserProfile> {
      const [u] = await db.select().from(users).where(eq(users.id, userId));
      if (!u) throw notFound('Usuario no encontrado');
      return toProfile(u);
    },

    /** The administrators come from configuration only; nobody becomes one through the API. */
    async ensureAdmins(emails: string[]) {
      if (emails.length === 0) return;
      await db
        .insert(users)
        .values(emails.map((email) => ({ email, fullName: 'Administrador', role: 'ROLE_ADMIN' as const })))
        .onConflictDoUpdate({ target: users.email, set: { role: sql`'ROLE_ADMIN'` } });
    },
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
