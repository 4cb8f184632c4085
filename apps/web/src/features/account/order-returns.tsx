import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReturnEligibility, ReturnKind } from '@tecnobazar/shared';
import { useState } from 'react';
import { useGetOrderReturnsQuery, useGetReturnEligibilityQuery } from '@/api/returns';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { formatLastDay } from '@/lib/format-date';
import { ReturnRequestCard } from './return-request-card';
import { ReturnRequestDialog } from './return-request-dialog';

type Line = ReturnEligibility['lines'][number];

/** What may be asked now: the kind some line allows, its lines, and until when. */
function offer(eligibility: ReturnEligibility) {
  const kind = eligibility.lines.find((l) => l.kind !== null && l.returnable > 0)?.kind ?? null;
  const lines = kind ? eligibility.lines.filter((l) => l.kind === kind && l.returnable > 0) : [];
  const until = lines[0]?.until ?? null;
  // Without an offer, each distinct reason once (all lines usually share it).
  const why = [...new Set(eligibility.lines.map((l) => l.why).filter((w): w is string => Boolean(w)))];
  return { kind, lines, until, why };
}

/**
 * "Devoluciones y garantía" of one delivered order (product.md#returns-and-warranty): 'Devolver' within the
 * return window, 'Garantía' after it, or why neither; below, the order's requests and what the buyer may do.
 */
export function OrderReturns({ orderId }: { orderId: number }) {
  const { notify, toastProps } = useToast();
  const eligibility = useGetReturnEligibilityQuery(orderId);
  const requests = useGetOrderReturnsQuery(orderId);
  const [asking, setAsking] = useState<{ kind: ReturnKind; lines: Line[] } | null>(null);
  const titleId = `returns-of-${orderId}`;

  return (
    <Stack component="section" aria-labelledby={titleId} spacing={1.5} sx={{ p: 2 }} data-print="hide">
      <Typography id={titleId} component="h3" sx={{ fontWeight: 600 }}>
        Devoluciones y garantía
      </Typography>
      {eligibility.data ? (
        <Offer eligibility={eligibility.data} onAsk={setAsking} />
      ) : eligibility.isError ? (
        <Typography variant="body2" color="error">
          {errorMessage(eligibility.error, 'No pudimos consultar si puedes devolver este pedido.')}
        </Typography>
      ) : (
        <Typography variant="body2">Cargando...</Typography>
      )}
      {requests.data && requests.data.length > 0 && (
        <>
          <Divider />
          <Stack
            component="ul"
            aria-label={`Solicitudes del pedido ${orderId}`}
            spacing={1.5}
            sx={{ p: 0, m: 0 }}
          >
            {requests.data.map((request) => (
              <ReturnRequestCard key={request.id} request={request} notify={notify} />
            ))}
          </Stack>
        </>
      )}
      {asking && (
        <ReturnRequestDialog
          orderId={orderId}
          kind={asking.kind}
          lines={asking.lines}
          notify={notify}
          onClose={() => setAsking(null)}
        />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

function Offer({
  eligibility,
  onAsk,
}: {
  eligibility: ReturnEligibility;
  onAsk: (asking: { kind: ReturnKind; lines: Line[] }) => void;
}) {
  const { kind, lines, until, why } = offer(eligibility);
  if (!kind)
    return (
      <Typography variant="body2" color="text.secondary">
        {why.join(' ') || 'Este pedido no admite devoluciones.'}
      </Typography>
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, justifyContent: 'space-between' }}
    >
      <Typography variant="body2" color="text.secondary">
        {kind === 'RETURN'
          ? until && `Puedes devolverlo hasta el ${formatLastDay(until)}.`
          : `El plazo de devolución terminó. Si el producto tiene un defecto, pide la garantía${until ? ` hasta el ${formatLastDay(until)}` : ''}.`}
      </Typography>
      <Button variant="outlined" onClick={() => onAsk({ kind, lines })} sx={{ flexShrink: 0 }}>
        {kind === 'RETURN' ? 'Devolver' : 'Garantía'}
      </Button>
    </Stack>
  );
}
