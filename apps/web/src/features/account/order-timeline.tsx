import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { OrderResponse, OrderStatus } from '@tecnobazar/shared';
import { formatOrderDate } from '@/lib/format-date';

const REFUND_LABEL = { NONE: null, PENDING: 'Reembolso en proceso', REFUNDED: 'Reembolsado' } as const;

/** The step each status has reached; a cancelled order's come from its dates. */
const STATUS_STEP: Record<OrderStatus, number> = {
  PLACED: 0,
  CONFIRMED: 1,
  SHIPPED: 2,
  DELIVERED: 3,
  CANCELLED: 0,
};

interface TimelineStep {
  label: string;
  /** When the step happened; null when it has not (yet). */
  date: string | null;
  details: string[];
}

function normalSteps(order: OrderResponse): TimelineStep[] {
  const shipping =
    order.carrier || order.trackingNumber
      ? [`Transportadora: ${order.carrier ?? '—'} · Guía: ${order.trackingNumber ?? '—'}`]
      : [];
  return [
    { label: 'Pedido realizado', date: order.orderDate, details: [] },
    { label: 'Confirmado', date: order.confirmedAt, details: [] },
    { label: 'Enviado', date: order.shippedAt, details: shipping },
    { label: 'Entregado', date: order.deliverDate, details: [] },
  ];
}

/**
 * Where the order is: placed → confirmed → shipped → delivered, the steps done with their date and the next
 * ones greyed. A cancelled order shows the steps it reached, then who cancelled it, why, and the refund.
 */
export function OrderTimeline({ order }: { order: OrderResponse }) {
  const wide = useMediaQuery(useTheme().breakpoints.up('sm'), { noSsr: true });
  const cancelled = order.orderStatus === 'CANCELLED';
  const steps = normalSteps(order);
  // The last step the status or a date says happened; the steps before it are done even when undated.
  const reached = steps.reduce<number>(
    (last, step, index) => (step.date ? Math.max(last, index) : last),
    STATUS_STEP[order.orderStatus],
  );
  const shown = cancelled ? steps.slice(0, reached + 1) : steps;

  return (
    <Stepper
      orientation={wide ? 'horizontal' : 'vertical'}
      alternativeLabel={wide}
      activeStep={cancelled ? shown.length : reached}
      sx={{
        px: 2,
        py: 1.5,
        '& .MuiStepLabel-label': { fontSize: '0.875rem' },
        '& .MuiStepConnector-lineVertical': { minHeight: 8 },
      }}
    >
      {shown.map((step, index) => (
        <Step key={step.label} completed={index <= reached}>
          <StepLabel optional={<StepDetails date={step.date} details={step.details} />}>
            {step.label}
          </StepLabel>
        </Step>
      ))}
      {cancelled && (
        <Step completed={false}>
          <StepLabel error optional={<CancelDetails order={order} />}>
            Cancelado
          </StepLabel>
        </Step>
      )}
    </Stepper>
  );
}

const CANCELLED_BY = { SELLER: 'por el vendedor', CUSTOMER: 'por ti' } as const;

function CancelDetails({ order }: { order: OrderResponse }) {
  const when = [
    order.cancelledAt && formatOrderDate(order.cancelledAt),
    order.cancelledBy && CANCELLED_BY[order.cancelledBy],
  ]
    .filter(Boolean)
    .join(' · ');
  const refund = REFUND_LABEL[order.refundStatus];
  return (
    <>
      {when && <Caption>{when}</Caption>}
      {order.cancelReason && <Caption>{`Motivo: ${order.cancelReason}`}</Caption>}
      {refund && (
        <Caption color={order.refundStatus === 'REFUNDED' ? 'success.main' : 'warning.dark'} fontWeight={600}>
          {refund}
        </Caption>
      )}
    </>
  );
}

function Caption({ children, ...props }: TypographyProps) {
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="div"
      sx={{ overflowWrap: 'anywhere' }}
      {...props}
    >
      {children}
    </Typography>
  );
}

function StepDetails({ date, details }: { date: string | null; details: string[] }) {
  if (!date && details.length === 0) return null;
  return (
    <>
      {date && <Caption>{formatOrderDate(date)}</Caption>}
      {details.map((line) => (
        <Caption key={line}>{line}</Caption>
      ))}
    </>
  );
}
