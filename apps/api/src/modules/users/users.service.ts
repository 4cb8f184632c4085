import type { UserProfile } from '@tecnobazar/shared';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
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

/**
 * The administrators come from configuration only; nobody becomes one through the API. An existing
 * account keeps its name and becomes ROLE_ADMIN. Returns how many there are.
 */
export async function ensureAdmins(db: DbOrTx, adminEmails: string[]): Promise<number> {
  const emails = [...new Set(adminEmails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  if (emails.length === 0) return 0;
  await db
    .insert(users)
    .values(emails.map((email) => ({ email, fullName: 'Administrador', role: 'ROLE_ADMIN' as const })))
    .onConflictDoUpdate({ target: users.email, set: { role: 'ROLE_ADMIN' } });
  return emails.length;
}

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

    ensureAdmins: (emails: string[]) => ensureAdmins(db, emails),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
