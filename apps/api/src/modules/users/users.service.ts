import type { UpdateProfileBody, UserProfile } from '@tecnobazar/shared';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { type UserRole, users } from '../../db/schema/users.ts';
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
 * Makes the stored administrators exactly the configured ones: each listed e-mail becomes ROLE_ADMIN
 * (created if missing, keeping an existing account's name), and every other administrator becomes a
 * shopper again. Nobody becomes an administrator through the API. Returns how many there are.
 */
export async function syncAdmins(db: DbOrTx, adminEmails: string[]): Promise<number> {
  const emails = [...new Set(adminEmails.map((e) => e.trim().toLowerCase()).filter(Boolean))];
  await db
    .update(users)
    .set({ role: 'ROLE_CUSTOMER' })
    .where(
      and(eq(users.role, 'ROLE_ADMIN'), emails.length > 0 ? notInArray(users.email, emails) : undefined),
    );
  if (emails.length === 0) return 0;
  await db
    .insert(users)
    .values(emails.map((email) => ({ email, fullName: 'Administrador', role: 'ROLE_ADMIN' as const })))
    .onConflictDoUpdate({ target: users.email, set: { role: 'ROLE_ADMIN' } });
  return emails.length;
}

export function createUsersService({ db }: { db: Db }) {
  async function profile(userId: number): Promise<UserProfile> {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    if (!u) throw notFound('Usuario no encontrado');
    return toProfile(u);
  }

  return {
    findByEmail: async (email: string) => (await db.select().from(users).where(eq(users.email, email)))[0],

    /** Creates the shopper, or returns the existing account with that e-mail unchanged. */
    async findOrCreateCustomer(email: string, fullName: string): Promise<UserRow> {
      const [created] = await db.insert(users).values({ email, fullName }).onConflictDoNothing().returning();
      return created ?? (await db.select().from(users).where(eq(users.email, email)))[0]!;
    },

    profile,

    /** Only the caller's own row: the id comes from the token, never from the body. */
    async updateProfile(userId: number, { fullName, mobile }: UpdateProfileBody): Promise<UserProfile> {
      if (fullName === undefined && mobile === undefined) return profile(userId);
      const [u] = await db
        .update(users)
        .set({ fullName, mobile: mobile === '' ? null : mobile })
        .where(eq(users.id, userId))
        .returning();
      if (!u) throw notFound('Usuario no encontrado');
      return toProfile(u);
    },

    /** The stored role and session version, read by the guards on every call; undefined once the account is gone. */
    async session(userId: number): Promise<{ role: UserRole; sessionVersion: number } | undefined> {
      const [u] = await db
        .select({ role: users.role, sessionVersion: users.sessionVersion })
        .from(users)
        .where(eq(users.id, userId));
      return u;
    },

    /** Ends every session of the account: tokens signed before carry an older version. Answers the new one. */
    async endSessions(userId: number, tx: DbOrTx = db): Promise<{ role: UserRole; sessionVersion: number }> {
      const [u] = await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, userId))
        .returning({ role: users.role, sessionVersion: users.sessionVersion });
      if (!u) throw notFound('Usuario no encontrado');
      return u;
    },

    /** Names and e-mails of some accounts, for a seller's order list and the buyer's notices. */
    async contacts(
      ids: number[],
      tx: DbOrTx = db,
    ): Promise<Map<number, { fullName: string; email: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await tx
        .select({ id: users.id, fullName: users.fullName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((r) => [r.id, { fullName: r.fullName, email: r.email }]));
    },

    /** Every administrator's name and address, for the mails that need one of them to act. */
    adminContacts: (tx: DbOrTx = db): Promise<Array<{ fullName: string; email: string }>> =>
      tx
        .select({ fullName: users.fullName, email: users.email })
        .from(users)
        .where(eq(users.role, 'ROLE_ADMIN')),

    syncAdmins: (emails: string[]) => syncAdmins(db, emails),
  };
}
export type UsersService = ReturnType<typeof createUsersService>;
