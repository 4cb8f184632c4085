/** Which optional mails (OPTIONAL_MAILS) a shopper or a seller turned off: one row per kind turned off. */
import {
  type CustomerMailKind,
  type MailPreferencesResponse,
  OPTIONAL_MAILS,
  type SellerMailKind,
} from '@tecnobazar/shared';
import { and, eq } from 'drizzle-orm';
import { customerMailOptOuts, sellerMailOptOuts } from '../../db/schema/notifications.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

function answer<K extends string>(
  options: Record<K, { label: string; description: string }>,
  off: Array<{ kind: string }>,
): MailPreferencesResponse {
  return {
    preferences: (Object.keys(options) as K[]).map((kind) => ({
      kind,
      ...options[kind],
      enabled: !off.some((row) => row.kind === kind),
    })),
  };
}

export function createMailPreferences({ db }: NotificationsDeps) {
  return {
    async customerPreferences(userId: number): Promise<MailPreferencesResponse> {
      const off = await db
        .select({ kind: customerMailOptOuts.kind })
        .from(customerMailOptOuts)
        .where(eq(customerMailOptOuts.userId, userId));
      return answer(OPTIONAL_MAILS.customer, off);
    },

    async sellerPreferences(sellerId: number): Promise<MailPreferencesResponse> {
      const off = await db
        .select({ kind: sellerMailOptOuts.kind })
        .from(sellerMailOptOuts)
        .where(eq(sellerMailOptOuts.sellerId, sellerId));
      return answer(OPTIONAL_MAILS.seller, off);
    },

    async setCustomerPreference(userId: number, kind: CustomerMailKind, enabled: boolean): Promise<void> {
      if (!enabled) await db.insert(customerMailOptOuts).values({ userId, kind }).onConflictDoNothing();
      else
        await db
          .delete(customerMailOptOuts)
          .where(and(eq(customerMailOptOuts.userId, userId), eq(customerMailOptOuts.kind, kind)));
    },

    async setSellerPreference(sellerId: number, kind: SellerMailKind, enabled: boolean): Promise<void> {
      if (!enabled) await db.insert(sellerMailOptOuts).values({ sellerId, kind }).onConflictDoNothing();
      else
        await db
          .delete(sellerMailOptOuts)
          .where(and(eq(sellerMailOptOuts.sellerId, sellerId), eq(sellerMailOptOuts.kind, kind)));
    },
  };
}
