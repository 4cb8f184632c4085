// Owned by modules/sellers: only its service writes this table. The catalogue's product queries join it
// read-only for visibility and the shop name (see catalog.service.ts).
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const SELLER_STATUSES = [
  'PENDING_VERIFICATION',
  'ACTIVE',
  'SUSPENDED',
  'DEACTIVATED',
  'BANNED',
  'CLOSED',
] as const;
export type SellerStatus = (typeof SELLER_STATUSES)[number];

/** A shop: personal, business, pickup address and bank sections are flat columns. */
export const sellers = pgTable(
  'sellers',
  {
    id: id(),
    email: text('email').notNull(),
    sellerName: text('seller_name').notNull(),
    mobile: text('mobile').notNull(),
    gstin: text('gstin').notNull(),
    accountStatus: text('account_status').$type<SellerStatus>().notNull().default('PENDING_VERIFICATION'),
    emailVerified: boolean('email_verified').notNull().default(false),
    businessName: text('business_name').notNull(),
    businessEmail: text('business_email'),
    businessMobile: text('business_mobile'),
    businessAddress: text('business_address'),
    pickupAddress: text('pickup_address').notNull().default(''),
    pickupCity: text('pickup_city').notNull().default(''),
    pickupState: text('pickup_state').notNull().default(''),
    pickupMobile: text('pickup_mobile').notNull().default(''),
    bankAccountHolderName: text('bank_account_holder_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    bankIfscCode: text('bank_ifsc_code').notNull().default(''),
    /** Session tokens carry it; raising it ends every session signed before (docs/decisions/0020). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_email_key').on(t.email),
    check(
      'sellers_status_check',
      sql`${t.accountStatus} in ('PENDING_VERIFICATION','ACTIVE','SUSPENDED','DEACTIVATED','BANNED','CLOSED')`,
    ),
  ],
);
