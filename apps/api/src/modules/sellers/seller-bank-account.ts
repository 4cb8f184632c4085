/**
 * A seller's bank account as payouts read it: whole, to pay them, or masked with whether it is complete,
 * for the administrators' payout list. The seller edits it with their profile (seller-profile.ts).
 */
import type { BankDetails, PayeeBankDetails } from '@tecnobazar/shared';
import { maskAccountNumber } from '@tecnobazar/shared/bank-account';
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sellers } from '../../db/schema/sellers.ts';
import type { SellersDeps } from './seller-rules.ts';
import { bankColumns, bankComplete, bankDetailsOf } from './seller-sections.ts';

export function createBankAccount({ db }: Pick<SellersDeps, 'db'>) {
  return {
    /**
     * The seller's whole bank account, to pay them (payouts: `hasCompleteBankDetails` says whether it can
     * be); undefined for an unknown seller.
     */
    async bankDetails(sellerId: number, tx: DbOrTx = db): Promise<BankDetails | undefined> {
      const [row] = await tx.select(bankColumns).from(sellers).where(eq(sellers.id, sellerId));
      if (!row) return undefined;
      const { accountHolderName, accountNumber, ifscCode, accountType } = bankDetailsOf(row);
      return { accountHolderName, accountNumber, ifscCode, accountType: accountType ?? undefined };
    },

    /** The sellers' bank details for the administrators' payout list: number masked, and whether complete. */
    async payeeBankDetails(sellerIds: number[]): Promise<Map<number, PayeeBankDetails>> {
      if (sellerIds.length === 0) return new Map();
      const rows = await db
        .select({ id: sellers.id, ...bankColumns })
        .from(sellers)
        .where(inArray(sellers.id, sellerIds));
      return new Map(
        rows.map((row) => {
          const { accountHolderName, accountNumber, ifscCode, bankName, accountType } = bankDetailsOf(row);
          return [
            row.id,
            {
              accountHolderName,
              ifscCode,
              bankName,
              accountType,
              accountNumber: maskAccountNumber(accountNumber),
              complete: bankComplete(row),
            },
          ];
        }),
      );
    },
  };
}
