import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { PayeeBankDetails } from '@tecnobazar/shared';
import { BANK_ACCOUNT_TYPE_LABELS } from '@tecnobazar/shared/constants/banks';
import { useState } from 'react';
import { useRevealPayeeAccountMutation } from '@/api/admin-payouts';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

const NOT_GIVEN = 'no proporcionado';

/** The whole account numbers the administrator asked to see on this page, by payout id. */
export interface RevealedAccounts {
  numbers: ReadonlyMap<number, string>;
  /** The payout whose number is being fetched. */
  loadingId: number | undefined;
  reveal: (payoutId: number) => Promise<void>;
  hide: (payoutId: number) => void;
}

/**
 * 'Ver cuenta completa': asks the server for a payout's whole account number (each ask is recorded in the
 * audit log) and keeps it for the page, so the approve dialog shows it too without asking again.
 */
export function useRevealedAccounts(notify: Notify): RevealedAccounts {
  const [fetchAccount, { isLoading, originalArgs }] = useRevealPayeeAccountMutation();
  const [numbers, setNumbers] = useState<ReadonlyMap<number, string>>(new Map());
  return {
    numbers,
    loadingId: isLoading ? originalArgs : undefined,
    async reveal(payoutId) {
      try {
        const { accountNumber } = await fetchAccount(payoutId).unwrap();
        setNumbers((current) => new Map(current).set(payoutId, accountNumber));
      } catch (error) {
        notify('error', errorMessage(error, 'No se pudo mostrar la cuenta completa'));
      }
    },
    hide(payoutId) {
      setNumbers((current) => {
        const next = new Map(current);
        next.delete(payoutId);
        return next;
      });
    },
  };
}

/** Where a payout's money goes: holder, bank and account number, masked until the administrator asks. */
export function PayeeAccount({
  payoutId,
  bankDetails,
  revealed,
}: {
  payoutId: number;
  bankDetails: PayeeBankDetails;
  revealed: RevealedAccounts;
}) {
  const fullNumber = revealed.numbers.get(payoutId);
  return (
    <Box>
      <Box
        component="dl"
        aria-label="Cuenta bancaria del vendedor"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 2,
          rowGap: { xs: 0, sm: 0.5 },
          alignItems: 'center',
          '& dt': { color: 'text.secondary', typography: 'body2', mt: { xs: 0.75, sm: 0 } },
          '& dd': { m: 0, typography: 'body2', fontWeight: 500, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Titular</dt>
        <dd>{bankDetails.accountHolderName || NOT_GIVEN}</dd>
        <dt>Banco</dt>
        <dd>{bankDetails.bankName ?? (bankDetails.ifscCode || NOT_GIVEN)}</dd>
        <dt>Tipo de cuenta</dt>
        <dd>{bankDetails.accountType ? BANK_ACCOUNT_TYPE_LABELS[bankDetails.accountType] : NOT_GIVEN}</dd>
        <dt>Número de cuenta</dt>
        <Box component="dd" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
          <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', letterSpacing: 0.5 }}>
            {fullNumber ?? (bankDetails.accountNumber || NOT_GIVEN)}
          </Box>
          {bankDetails.accountNumber && (
            <Button
              size="small"
              loading={revealed.loadingId === payoutId}
              onClick={() => (fullNumber === undefined ? revealed.reveal(payoutId) : revealed.hide(payoutId))}
              sx={{ py: 0, minWidth: 0 }}
            >
              {fullNumber === undefined ? 'Ver cuenta completa' : 'Ocultar'}
            </Button>
          )}
        </Box>
      </Box>
      {!bankDetails.complete && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          El vendedor no tiene datos bancarios completos: no se le puede pagar hasta que los complete.
        </Alert>
      )}
    </Box>
  );
}
