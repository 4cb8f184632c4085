import type { Platform } from '../../platform.ts';
import { createTransactionsService } from './transactions.service.ts';

/** The seller ledger; no routes yet (the seller and admin areas will read it). */
export function transactionsModule({ config }: Platform) {
  return {
    transactions: createTransactionsService({ commissionPercent: config.PLATFORM_COMMISSION_PERCENT }),
  };
}
