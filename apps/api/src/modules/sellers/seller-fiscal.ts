/**
 * What other modules read of a seller's Colombian data: the fiscal profile documents print (comprobantes,
 * statements) and the account payouts transfer to. The seller edits both with their profile.
 */
import type { BankAccountType } from '@tecnobazar/shared/constants/banks';
import { documentTaxId, type TaxIdType } from '@tecnobazar/shared/tax-id';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { SellersDeps } from './seller-rules.ts';
import { bankColumns, bankComplete, bankDetailsOf, fiscalComplete } from './seller-sections.ts';

export interface FiscalProfile {
  /** The shop's name, as the storefront shows it. */
  businessName: string;
  /** Razón social or full name; empty when not given. */
  legalName: string;
  /** Null while the tax id is not valid (kept from before the check). */
  taxIdType: TaxIdType | null;
  /** As documents print it: 'NIT 900.123.456-8', 'CC 1.020.304.050'; empty while not valid. */
  taxId: string;
  /** Responsable de IVA; null until the seller says. */
  vatResponsible: boolean | null;
  /** Whether all of the above is given and valid. */
  complete: boolean;
}

export interface PayoutAccount {
  accountHolderName: string;
  /** The bank's ACH code; null when what the seller wrote names no bank of the list. */
  bankCode: string | null;
  bankName: string | null;
  accountType: BankAccountType | null;
  /** Digits only, whole: for the transfer, never for a list. */
  accountNumber: string;
  /** The seller's tax id, which a Colombian transfer names the beneficiary by ('NIT', '900123456-8'). */
  holderIdType: TaxIdType | null;
  holderId: string;
  /** Whether a transfer can be made to it (as a payout request requires). */
  complete: boolean;
}

export function createSellerFiscal({ db }: Pick<SellersDeps, 'db'>) {
  return {
    /** The fiscal profile of each seller asked for that exists, by id. */
    async fiscalProfiles(sellerIds: number[], tx: DbOrTx = db): Promise<Map<number, FiscalProfile>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await tx
        .select({
          id: sellers.id,
          businessName: sellers.businessName,
          legalName: sellers.legalName,
          taxIdType: sellers.taxIdType,
          gstin: sellers.gstin,
          vatResponsible: sellers.vatResponsible,
        })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            businessName: row.businessName,
            legalName: row.legalName,
            taxIdType: row.taxIdType,
            taxId: documentTaxId(row.taxIdType, row.gstin),
            vatResponsible: row.vatResponsible,
            complete: fiscalComplete(row),
          },
        ]),
      );
    },

    /** The whole bank account of each seller asked for that exists, to transfer a payout to, by id. */
    async payoutAccounts(sellerIds: number[], tx: DbOrTx = db): Promise<Map<number, PayoutAccount>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await tx
        .select({ id: sellers.id, taxIdType: sellers.taxIdType, gstin: sellers.gstin, ...bankColumns })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(
        rows.map((row) => {
          const { accountHolderName, accountNumber, bankCode, bankName, accountType } = bankDetailsOf(row);
          const account: PayoutAccount = {
            accountHolderName,
            bankCode,
            bankName,
            accountType,
            accountNumber,
            holderIdType: row.taxIdType,
            holderId: row.taxIdType ? row.gstin : '',
            complete: bankComplete(row),
          };
          return [row.id, account];
        }),
      );
    },
  };
}
