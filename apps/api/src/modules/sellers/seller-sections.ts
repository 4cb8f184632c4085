/**
 * A seller as the API shows it, in nested sections (profile, business details, pickup address, bank
 * details), and as its table keeps it, in flat columns: both ways.
 */
import { hasCompleteBankDetails, type RegisterSellerBody, type SellerProfile } from '@tecnobazar/shared';
import { maskAccountNumber } from '@tecnobazar/shared/bank-account';
import { findBank } from '@tecnobazar/shared/constants/banks';
import { normalizeTaxId, type TaxIdType, taxIdError } from '@tecnobazar/shared/tax-id';
import { sellers } from '../../db/schema/sellers.ts';
import type { SellerRow } from './seller-rules.ts';

export const bankColumns = {
  bankAccountHolderName: sellers.bankAccountHolderName,
  bankAccountNumber: sellers.bankAccountNumber,
  bankIfscCode: sellers.bankIfscCode,
  bankCode: sellers.bankCode,
  bankAccountType: sellers.bankAccountType,
};
type BankColumns = Pick<
  SellerRow,
  'bankAccountHolderName' | 'bankAccountNumber' | 'bankIfscCode' | 'bankCode' | 'bankAccountType'
>;

/** The bank section: `ifscCode` is the bank's code when it is one of the list, else what was written. */
export const bankDetailsOf = (s: BankColumns) => ({
  accountHolderName: s.bankAccountHolderName,
  accountNumber: s.bankAccountNumber,
  ifscCode: s.bankCode ?? s.bankIfscCode,
  bankCode: s.bankCode,
  bankName: (s.bankCode && findBank(s.bankCode)?.name) || null,
  accountType: s.bankAccountType,
});

/** Whether the seller may be paid (payouts refuse a request otherwise). */
export const bankComplete = (s: BankColumns) => {
  const { accountType, ...details } = bankDetailsOf(s);
  return hasCompleteBankDetails({ ...details, accountType: accountType ?? undefined });
};

/** Whether documents can name the seller: a valid tax id, the legal name and the VAT regime. */
export const fiscalComplete = (s: Pick<SellerRow, 'taxIdType' | 'gstin' | 'legalName' | 'vatResponsible'>) =>
  s.taxIdType !== null &&
  taxIdError(s.taxIdType, s.gstin) === null &&
  s.legalName.trim() !== '' &&
  s.vatResponsible !== null;

export function toSellerProfile(s: SellerRow): SellerProfile {
  return {
    id: s.id,
    sellerName: s.sellerName,
    email: s.email,
    mobile: s.mobile,
    gstin: s.gstin,
    taxIdType: s.taxIdType,
    accountStatus: s.accountStatus,
    emailVerified: s.emailVerified,
    businessDetails: {
      businessName: s.businessName,
      businessEmail: s.businessEmail,
      businessMobile: s.businessMobile,
      businessAddress: s.businessAddress,
      legalName: s.legalName,
      vatResponsible: s.vatResponsible,
    },
    pickupAddress: {
      address: s.pickupAddress,
      city: s.pickupCity,
      state: s.pickupState,
      mobile: s.pickupMobile,
    },
    bankDetails: bankDetailsOf(s),
    dataComplete: { fiscal: fiscalComplete(s), bank: bankComplete(s) },
    createdAt: s.createdAt.toISOString(),
  };
}

/**
 * A profile as administrators see it: the bank account number masked, so reading the whole number is the
 * one audited call (payouts' 'Ver cuenta completa'), not any list of sellers.
 */
export const toAdminSellerProfile = (s: SellerRow): SellerProfile => {
  const profile = toSellerProfile(s);
  return {
    ...profile,
    bankDetails: { ...profile.bankDetails, accountNumber: maskAccountNumber(s.bankAccountNumber) },
    trusted: s.trustedAt !== null,
  };
};

/**
 * The tax id's columns: a valid id stored normalised with its type ('900123456-8'); any other value (a
 * registration kept from before the check) as written, with no type, so the account shows it incomplete.
 */
export function taxIdColumns(type: TaxIdType, gstin: string) {
  return taxIdError(type, gstin) === null
    ? { taxIdType: type, gstin: normalizeTaxId(type, gstin) }
    : { taxIdType: null, gstin };
}

/**
 * Maps the API's nested sections onto the flat columns; absent sections stay untouched, and so do the
 * fields left out (the spec's client sends the business name alone, and no account type). An empty business
 * contact field clears. The tax id is checked against its type first (a body with no type: a NIT).
 */
export function sectionColumns(body: Partial<RegisterSellerBody>) {
  const { businessDetails: b, pickupAddress: p, bankDetails: k } = body;
  return {
    ...(body.sellerName !== undefined && { sellerName: body.sellerName }),
    ...(body.mobile !== undefined && { mobile: body.mobile }),
    ...(body.gstin !== undefined && taxIdColumns(body.taxIdType ?? 'NIT', body.gstin)),
    ...(b && {
      businessName: b.businessName,
      ...(b.businessEmail !== undefined && { businessEmail: b.businessEmail || null }),
      ...(b.businessMobile !== undefined && { businessMobile: b.businessMobile || null }),
      ...(b.businessAddress !== undefined && { businessAddress: b.businessAddress || null }),
      ...(b.legalName !== undefined && { legalName: b.legalName }),
      ...(b.vatResponsible !== undefined && { vatResponsible: b.vatResponsible }),
    }),
    ...(p && { pickupAddress: p.address, pickupCity: p.city, pickupState: p.state, pickupMobile: p.mobile }),
    ...(k && {
      bankAccountHolderName: k.accountHolderName,
      bankAccountNumber: k.accountNumber.replace(/\D/g, ''),
      bankIfscCode: k.ifscCode,
      bankCode: findBank(k.ifscCode)?.code ?? null,
      ...(k.accountType !== undefined && { bankAccountType: k.accountType }),
    }),
  };
}
