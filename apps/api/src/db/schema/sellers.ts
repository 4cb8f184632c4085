// Owned by modules/sellers: only its service writes this table. The catalogue's product queries join it
// read-only for visibility and the shop name (see catalog.service.ts), and the administrators' payouts and
// ledger for the shop name (payouts/payout-lists.ts, transactions/ledger-lists.ts).

import type { BankAccountType } from '@tecnobazar/shared/constants/banks';
import type { TaxIdType } from '@tecnobazar/shared/tax-id';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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
    /** The tax id's number: a NIT stored as '900123456-8', a cédula as its digits (docs/decisions/0024). */
    gstin: text('gstin').notNull(),
    /** 'NIT' or 'CC'; null while `gstin` is not a valid id (kept from before the check, migration 0029). */
    taxIdType: text('tax_id_type').$type<TaxIdType>(),
    /** Razón social, or a natural person's full name. */
    legalName: text('legal_name').notNull().default(''),
    /** Responsable de IVA; null until the seller says. */
    vatResponsible: boolean('vat_responsible'),
    accountStatus: text('account_status').$type<SellerStatus>().notNull().default('PENDING_VERIFICATION'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** Set by an administrator: what the shop proposes for the catalogue is published without review. */
    trustedAt: timestamp('trusted_at', { withTimezone: true }),
    businessName: text('business_name').notNull(),
    /**
     * The business name as compared (businessNameKey): unique, so no two shops share a name whatever the
     * case or accents. Null only on a shop that shared its name before the rule (migration 0021).
     */
    businessNameKey: text('business_name_key'),
    businessEmail: text('business_email'),
    businessMobile: text('business_mobile'),
    businessAddress: text('business_address'),
    pickupAddress: text('pickup_address').notNull().default(''),
    pickupCity: text('pickup_city').notNull().default(''),
    pickupState: text('pickup_state').notNull().default(''),
    pickupMobile: text('pickup_mobile').notNull().default(''),
    bankAccountHolderName: text('bank_account_holder_name').notNull().default(''),
    bankAccountNumber: text('bank_account_number').notNull().default(''),
    /** The bank as the seller (or the spec's client, as `ifscCode`) wrote it. */
    bankIfscCode: text('bank_ifsc_code').notNull().default(''),
    /** The bank's ACH code (COLOMBIAN_BANKS); null when what was written names no bank of the list. */
    bankCode: text('bank_code'),
    bankAccountType: text('bank_account_type').$type<BankAccountType>(),
    /** Session tokens carry it; raising it ends every session signed before (docs/decisions/0020). */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('sellers_email_key').on(t.email),
    uniqueIndex('sellers_business_name_key').on(t.businessNameKey),
    check(
      'sellers_status_check',
      sql`${t.accountStatus} in ('PENDING_VERIFICATION','ACTIVE','SUSPENDED','DEACTIVATED','BANNED','CLOSED')`,
    ),
    check('sellers_tax_id_type_check', sql`${t.taxIdType} in ('NIT','CC')`),
    check('sellers_bank_account_type_check', sql`${t.bankAccountType} in ('AHORROS','CORRIENTE')`),
  ],
);

/** What a registration asks the shop to be made of: the registration form but the e-mail. */
export type RegistrationDetails = {
  sellerName: string;
  mobile: string;
  gstin: string;
  /** Absent in the spec's client's registrations (and those kept before migration 0029): a NIT. */
  taxIdType?: TaxIdType;
  businessDetails: {
    businessName: string;
    businessEmail?: string;
    businessMobile?: string;
    businessAddress?: string;
    legalName?: string;
    vatResponsible?: boolean;
  };
  pickupAddress?: { address: string; city: string; state: string; mobile: string };
  bankDetails?: {
    accountHolderName: string;
    accountNumber: string;
    ifscCode: string;
    accountType?: BankAccountType;
  };
};

/**
 * A registration whose e-mail is not verified yet: no shop exists until a link sent for it is opened, and the
 * shop is then made of this registration's details, not of any other registration of the address. Deleted
 * when the address gets its shop, or when its links have all expired.
 */
export const sellerRegistrations = pgTable(
  'seller_registrations',
  {
    id: id(),
    email: text('email').notNull(),
    details: jsonb('details').$type<RegistrationDetails>().notNull(),
    /** When its newest link expires. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('seller_registrations_email_idx').on(t.email, t.expiresAt),
    index('seller_registrations_expires_idx').on(t.expiresAt),
  ],
);
