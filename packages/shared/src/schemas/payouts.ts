import { z } from 'zod';
import { BANK_ACCOUNT_TYPES } from '../constants/banks.ts';
import { PAYOUT_REJECTION_REASON_MAX } from '../constants/limits.ts';
import { Money } from './catalog.ts';
import { text } from './common.ts';

/** One line of a seller's ledger: a sale (+), a cancellation's refund (−) or a paid payout (−). */
export const LedgerEntryResponse = z.object({
  id: z.number(),
  type: z.enum(['SALE', 'REFUND', 'PAYOUT']),
  /** What the buyer paid for the order (negative for a refund); a payout's amount, negative. */
  gross: Money,
  /** The platform's commission; reversed by a refund; 0 on a payout. */
  commission: Money,
  /** The IVA on the commission (COMMISSION_VAT_PERCENT); reversed by a refund; 0 on a payout. */
  commissionVat: Money,
  /** What it does to the seller's balance: gross − commission − commissionVat. */
  net: Money,
  /** On a sale, the rule or rules that set its commission ("Categoría Procesadores: 7 %"); null otherwise. */
  commissionRule: z.string().nullable(),
  orderId: z.number().nullable(),
  payoutId: z.number().nullable(),
  date: z.string(),
  sellerId: z.number(),
});
export type LedgerEntryResponse = z.infer<typeof LedgerEntryResponse>;

/** The seller's business name, as an administrator's list names a row's shop (read with the row). */
const ShopName = z.string();

/** `GET /api/transactions`: a ledger line with the name of its shop. */
export const AdminLedgerEntryResponse = LedgerEntryResponse.extend({ shopName: ShopName });
export type AdminLedgerEntryResponse = z.infer<typeof AdminLedgerEntryResponse>;

/** Held sales that join the balance together: `availableAt` null means once their orders are delivered and no return on them is open. */
export const HeldSalesResponse = z.object({
  availableAt: z.string().nullable(),
  amount: Money,
  orders: z.number(),
});
export type HeldSalesResponse = z.infer<typeof HeldSalesResponse>;

/**
 * The seller's money: `available` can be requested, `held` is sales the buyer can still undo (by when each
 * sum is released in `releases`), `inPayout` waits for the admin, `paid` was sent.
 */
export const SellerBalanceResponse = z.object({
  available: Money,
  held: Money,
  releases: z.array(HeldSalesResponse),
  inPayout: Money,
  paid: Money,
});
export type SellerBalanceResponse = z.infer<typeof SellerBalanceResponse>;

export const PAYOUT_STATUSES = ['PENDING', 'SUCCESS', 'REJECTED'] as const;
/**
 * The money's move once an administrator approves: SENDING (the status stays PENDING, as the spec's client
 * knows only three) until the provider confirms (PAID, status SUCCESS) or refuses it (FAILED, status
 * REJECTED with the provider's reason). Null before the approval, and on a payout rejected by hand.
 */
export const PAYOUT_TRANSFER_STATUSES = ['SENDING', 'PAID', 'FAILED'] as const;
export const PayoutResponse = z.object({
  id: z.number(),
  sellerId: z.number(),
  amount: Money,
  status: z.enum(PAYOUT_STATUSES),
  /** Why an administrator rejected it, or why the transfer failed; null otherwise, or when no reason was given. */
  rejectionReason: z.string().nullable(),
  transferStatus: z.enum(PAYOUT_TRANSFER_STATUSES).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PayoutResponse = z.infer<typeof PayoutResponse>;

/** The account a payout is sent to, as the administrators' list shows it: the number masked. */
export const PayeeBankDetails = z.object({
  accountHolderName: z.string(),
  /** The bank's ACH code (the spec's name for it), or what the seller wrote when it is no bank of the list. */
  ifscCode: z.string(),
  /** The bank's name when it is one of the list (COLOMBIAN_BANKS). */
  bankName: z.string().nullable(),
  accountType: z.enum(BANK_ACCOUNT_TYPES).nullable(),
  /** Masked ('•••• •••• 7890'), empty when the seller gave none; the full number is an audited call. */
  accountNumber: z.string(),
  /** Whether the details pass the bank form's rules: only then may the payout be paid. */
  complete: z.boolean(),
});
export type PayeeBankDetails = z.infer<typeof PayeeBankDetails>;
/** `GET /api/payouts`: a payout with whom it is paid to: the shop's name and its account. */
export const AdminPayoutResponse = PayoutResponse.extend({
  shopName: ShopName,
  bankDetails: PayeeBankDetails,
  /** While SENDING: why the last try did not get through (PayPal unreachable…); null otherwise. */
  transferError: z.string().nullable(),
});
export type AdminPayoutResponse = z.infer<typeof AdminPayoutResponse>;

/** `POST /api/payouts/{id}/bank-account`: the payee's whole account, for an administrator (audited). */
export const PayeeBankAccountResponse = z.object({
  accountHolderName: z.string(),
  ifscCode: z.string(),
  accountNumber: z.string(),
});
export type PayeeBankAccountResponse = z.infer<typeof PayeeBankAccountResponse>;

/** The form and the server refuse a longer rejection reason with the same words. */
export const PAYOUT_REASON_TOO_LONG = `Máximo ${PAYOUT_REJECTION_REASON_MAX} caracteres`;

export const PayoutIdParams = z.object({
  id: z.coerce.number({ error: 'Pago no encontrado' }).int().positive('Pago no encontrado'),
});
/** `PUT /api/payouts/{id}/status?status=`: the admin pays (SUCCESS) or rejects a pending payout. */
export const PayoutStatusQuery = z.object({
  status: z.enum(['SUCCESS', 'REJECTED'], { error: 'El estado debe ser SUCCESS o REJECTED' }),
  /** Why it was rejected: shown to the seller and kept in the audit log. */
  reason: text().max(PAYOUT_REJECTION_REASON_MAX, PAYOUT_REASON_TOO_LONG).optional(),
});

/** `GET /admin/dashboard`: the platform at a glance (money in store units; days in STORE_TIMEZONE). */
export const AdminDashboardResponse = z.object({
  /** What buyers paid today and over the last 30 days, refunds subtracted. */
  salesToday: Money,
  sales30Days: Money,
  /** The platform's commission over the last 30 days, net of refunds. */
  commission30Days: Money,
  orders30Days: z.number(),
  /** Orders placed or confirmed, not shipped yet. */
  ordersToFulfil: z.number(),
  pendingPayouts: z.object({ count: z.number(), amount: Money }),
  /** Shops with a verified e-mail waiting to be activated. */
  sellersAwaitingApproval: z.number(),
  /** The last 30 days, oldest first: `date` is the store-local day (`2026-11-24`). */
  dailySales: z.array(z.object({ date: z.string(), sales: Money, commission: Money })),
});
export type AdminDashboardResponse = z.infer<typeof AdminDashboardResponse>;
