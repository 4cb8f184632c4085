import { createCommissionAdministration } from './commission-administration.ts';
import { createCommissionList } from './commission-list.ts';
import { createCommissionResolution } from './commission-resolution.ts';
import type { CommissionsDeps } from './commission-rules.ts';

export type { RatedLine } from './commission-resolution.ts';

/**
 * Commission rules (decision 0026): a rate by seller, category or product, in force between two instants.
 * One service made of its use cases:
 * - commission-list.ts and commission-administration.ts: an administrator lists, creates, edits and ends
 *   rules (audited), checked by commission-checks.ts;
 * - commission-resolution.ts: the rate of each line of a sale at the moment it is paid (the ledger asks);
 * - commission-rules.ts: the dependencies, the row, its answer and the texts they share.
 */
export function createCommissionsService(deps: CommissionsDeps) {
  return {
    ...createCommissionList(deps),
    ...createCommissionAdministration(deps),
    ...createCommissionResolution(deps),
  };
}
export type CommissionsService = ReturnType<typeof createCommissionsService>;
