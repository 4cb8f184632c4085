import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReturnResponse } from '@tecnobazar/shared';
import { formatOrderDate } from '@/lib/format-date';

/** Statuses after which nothing more happens (or an administrator decides next): no greyed steps follow. */
const STOPPED = new Set<ReturnResponse['status']>(['REJECTED', 'ESCALATED', 'CLOSED']);

/**
 * A request's steps: solicitada, respondida, enviada, recibida, reembolsada, with their dates; the review
 * by TecnoBazar when it went there. Steps still to come are greyed; a stopped request shows none, and
 * neither does a dense one.
 */
export function ReturnTimeline({ request, dense = false }: { request: ReturnResponse; dense?: boolean }) {
  const t = request.timeline;
  const steps: { label: string; date: string | null }[] = [
    { label: 'Solicitada', date: t.requestedAt },
    { label: 'Respondida', date: t.answeredAt },
    ...(t.escalatedAt ? [{ label: 'Enviada a revisión', date: t.escalatedAt }] : []),
    ...(t.decidedAt ? [{ label: 'Decidida por TecnoBazar', date: t.decidedAt }] : []),
    { label: 'Enviada', date: t.sentAt },
    { label: 'Recibida', date: t.receivedAt },
    { label: 'Reembolsada', date: t.refundedAt },
  ];
  // A table row (dense) shows only what happened: its status chip says what comes next.
  const shown = dense || STOPPED.has(request.status) ? steps.filter((step) => step.date) : steps;
  return (
    <Stack
      component="ol"
      aria-label={`Avance de la solicitud ${request.id}`}
      spacing={0.25}
      sx={{ p: 0, m: 0 }}
    >
      {shown.map((step) => (
        <Stack
          component="li"
          key={step.label}
          direction="row"
          spacing={0.75}
          sx={{
            listStyle: 'none',
            alignItems: 'center',
            color: step.date ? 'text.primary' : 'text.disabled',
          }}
        >
          {step.date ? (
            <CheckCircle sx={{ fontSize: 16, color: 'success.main' }} aria-hidden />
          ) : (
            <RadioButtonUnchecked sx={{ fontSize: 16 }} aria-hidden />
          )}
          <Typography variant="body2" sx={{ color: 'inherit' }}>
            {step.date ? `${step.label}: ${formatOrderDate(step.date)}` : step.label}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
