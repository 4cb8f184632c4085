/**
 * A seller as the API shows it, in nested sections (profile, business details, pickup address, bank
 * details), and as its table keeps it, in flat columns: both ways.
 */
import type { RegisterSellerBody, SellerProfile } from '@tecnobazar/shared';
import { maskAccountNumber } from '@tecnobazar/shared/bank-account';
import { sellers } from '../../db/schema/sellers.ts';
import type { SellerRow } from './seller-rules.ts';

export const bankColumns = {
  bankAccountHolderName: sellers.bankAccountHolderName,
  bankAccountNumber: sellers.bankAccountNumber,
  bankIfscCode: sellers.bankIfscCode,
};

export const bankDetailsOf = (
  s: Pick<SellerRow, 'bankAccountHolderName' | 'bankAccountNumber' | 'bankIfscCode'>,
) => ({
  accountHolderName: s.bankAccountHolderName,
  accountNumber: s.bankAccountNumber,
  ifscCode: s.bankIfscCode,
});

export function toSellerProfile(s: SellerRow): SellerProfile {
  return {
    id: s.id,
    sellerName: s.sellerName,
    email: s.email,
    mobile: s.mobile,
    gstin: s.gstin,
    accountStatus: s.accountStatus,
    emailVerified: s.emailVerified,
    businessDetails: {
      businessName: s.businessName,
      businessEmail: s.businessEmail,
      businessMobile: s.businessMobile,
      businessAddress: s.businessAddress,
    },
    pickupAddress: {
      address: s.pickupAddress,
      city: s.pickupCity,
      state: s.pickupState,
      mobile: s.pickupMobile,
    },
    bankDetails: bankDetailsOf(s),
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
  };
};

/**
 * Maps the API's nested sections onto the flat columns; absent sections stay untouched, and so do the
 * business contact fields left out (the spec's client sends the business name alone). An empty one clears.
 */
export function sectionColumns(body: Partial<RegisterSellerBody>) {
  const { businessDetails: b, pickupAddress: p, bankDetails: k } = body;
  return {
    ...(body.sellerName !== undefined && { sellerName: body.sellerName }),
    ...(body.mobile !== undefined && { mobile: body.mobile }),
    ...(body.gstin !== undefined && { gstin: body.gstin }),
    ...(b && {
      businessName: b.businessName,
      ...(b.businessEmail !== undefined && { businessEmail: b.businessEmail || null }),
      ...(b.businessMobile !== undefined && { businessMobile: b.businessMobile || null }),
      ...(b.businessAddress !== undefined && { businessAddress: b.businessAddress || null }),
    }),
    ...(p && { pickupAddress: p.address, pickupCity: p.city, pickupState: p.state, pickupMobile: p.mobile }),
    ...(k && {
      bankAccountHolderName: k.accountHolderName,
      bankAccountNumber: k.accountNumber,
      bankIfscCode: k.ifscCode,
    }),
  };
}
