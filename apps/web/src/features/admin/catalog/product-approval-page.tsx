import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RevisionResponse } from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { type RevisionQuery, useApproveRevisionMutation, useGetRevisionsQuery } from '@/api/admin-catalog';
import { Pager } from '@/components/pager';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import {
  REVISION_KIND_LABELS,
  REVISION_STATE_COLORS,
  REVISION_STATE_LABELS,
  RevisionFields,
} from '@/components/product/revision-fields';
import { SelectField } from '@/components/select-field';
import { type Notify, Toast, useToast } from '@/components/toast';
import { pastLastPage, usePageParam } from '@/components/use-page-param';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { type ReasonDecision, RevisionReasonDialog } from './revision-reason-dialog';

const FILTER_PARAM = 'ver';

/** What the queue shows: waiting proposals (the default), the trusted shops' ones, or the decided ones. */
const FILTERS = [
  { value: 'pending', label: 'Por revisar', query: {} },
  { value: 'auto', label: 'Publicadas automáticamente', query: { auto: true } },
  { value: 'approved', label: 'Aprobadas', query: { state: 'APPROVED', auto: false } },
  { value: 'rejected', label: 'Rechazadas', query: { state: 'REJECTED' } },
  { value: 'changes', label: 'Cambios solicitados', query: { state: 'CHANGES_REQUESTED' } },
] as const satisfies readonly { value: string; label: string; query: Omit<RevisionQuery, 'page'> }[];
type Filter = (typeof FILTERS)[number]['value'];

const PRODUCT_SEGMENT = 'producto';

/**
 * /admin/product-approval ('Aprobación de productos', decision 0028 section 5): the sellers' catalogue
 * proposals, the waiting ones oldest first, 20 a page (the page in the address). Each is approved, rejected
 * or sent back for changes with a reason the seller reads.
 */
export function ProductApprovalPage() {
  const { page, setPage } = usePageParam();
  const [searchParams, setSearchParams] = useSearchParams();
  const { notify, toastProps } = useToast();
  const [deciding, setDeciding] = useState<{ decision: ReasonDecision; revision: RevisionResponse } | null>(
    null,
  );
  const filter = FILTERS.find((f) => f.value === searchParams.get(FILTER_PARAM)) ?? FILTERS[0];

  // currentData: this page's answer only, so a page or filter change shows 'Cargando...', not the old cards.
  const { currentData, error, isError, refetch } = useGetRevisionsQuery({ ...filter.query, page });

  const setFilter = (value: Filter) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (value === 'pending') next.delete(FILTER_PARAM);
      else next.set(FILTER_PARAM, value);
      next.delete('page');
      return next;
    });

  // Deciding the last proposal of the last page empties it: go to the page that now is last.
  const lastPageAddress = pastLastPage(currentData, page, searchParams);
  if (lastPageAddress !== undefined) return <Navigate to={{ search: lastPageAddress }} replace />;

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>
            {filter.value === 'pending' ? 'No hay productos por aprobar' : 'No hay propuestas en esta lista'}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" aria-label="Propuestas de productos" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {currentData.content.map((revision) => (
              <RevisionCard
                key={revision.id}
                revision={revision}
                notify={notify}
                onGone={refetch}
                onDecide={(decision) => setDeciding({ decision, revision })}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {currentData.totalElements === 1 ? '1 propuesta' : `${currentData.totalElements} propuestas`}
          </Typography>
          {currentData.totalPages > 1 && (
            <Pager
              label="Páginas de propuestas"
              page={page}
              pageCount={currentData.totalPages}
              onChange={setPage}
            />
          )}
        </Stack>
      );
  } else if (isError) {
    content = <Alert severity="error">{errorMessage(error, 'No se pudieron cargar las propuestas')}</Alert>;
  } else {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 2, justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          Aprobación de productos
        </Typography>
        <SelectField
          label="Mostrar"
          size="small"
          value={filter.value}
          options={FILTERS}
          onChange={setFilter}
          sx={{ minWidth: 240 }}
        />
      </Stack>
      {content}
      {deciding && (
        <RevisionReasonDialog
          decision={deciding.decision}
          revision={deciding.revision}
          notify={notify}
          onGone={refetch}
          onClose={() => setDeciding(null)}
        />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

/** What each kind of proposal is called, and the toast once approved. */
const KIND_LABELS: Record<
  RevisionResponse['kind'],
  { label: string; approved: string; fieldsLabel: (title: string) => string }
> = {
  NEW: {
    label: REVISION_KIND_LABELS.NEW,
    approved: 'Producto aprobado',
    fieldsLabel: (title) => `Producto propuesto: ${title}`,
  },
  CHANGE: {
    label: REVISION_KIND_LABELS.CHANGE,
    approved: 'Cambio aprobado',
    fieldsLabel: (title) => `Cambios propuestos en ${title}`,
  },
  VARIANT: {
    label: REVISION_KIND_LABELS.VARIANT,
    approved: 'Variante aprobada',
    fieldsLabel: (title) => `Variante propuesta de ${title}`,
  },
};

interface RevisionCardProps {
  revision: RevisionResponse;
  notify: Notify;
  /** The proposal was decided elsewhere: the list is asked for again. */
  onGone: () => void;
  onDecide: (decision: ReasonDecision) => void;
}

const GONE = new Set<unknown>([404, 409]);

function RevisionCard({ revision, notify, onGone, onDecide }: RevisionCardProps) {
  const titleId = useId();
  const [approve, { isLoading: approving }] = useApproveRevisionMutation();
  const { product, seller } = revision;
  const kind = KIND_LABELS[revision.kind];

  const onApprove = async () => {
    try {
      await approve(revision.id).unwrap();
      notify('success', kind.approved);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo aprobar la propuesta'));
      if (GONE.has((error as { status?: unknown }).status)) onGone();
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start', minWidth: 0 }}>
          <ProductThumbnail src={product.image} size={64} />
          <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={titleId}
              component="h2"
              variant="subtitle1"
              sx={{ fontWeight: 700, lineHeight: 1.3 }}
            >
              {product.status === 'APPROVED' ? (
                <Link
                  component={RouterLink}
                  to={paths.productDetails.getHref(PRODUCT_SEGMENT, product.title, product.id)}
                  underline="hover"
                  color="inherit"
                  sx={{ overflowWrap: 'anywhere' }}
                >
                  {product.title}
                </Link>
              ) : (
                <span style={{ overflowWrap: 'anywhere' }}>{product.title}</span>
              )}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              <Chip
                size="small"
                label={kind.label}
                color={revision.kind === 'CHANGE' ? 'default' : 'primary'}
              />
              {revision.state !== 'PENDING' && (
                <Chip
                  size="small"
                  variant="outlined"
                  label={
                    revision.autoApproved
                      ? 'Publicada automáticamente'
                      : REVISION_STATE_LABELS[revision.state]
                  }
                  color={REVISION_STATE_COLORS[revision.state]}
                />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {seller.businessName} ·{' '}
              <time dateTime={revision.createdAt}>{formatOrderDate(revision.createdAt)}</time>
              {revision.decidedAt && revision.state !== 'PENDING' && !revision.autoApproved && (
                <>
                  {' · decidida el '}
                  <time dateTime={revision.decidedAt}>{formatOrderDate(revision.decidedAt)}</time>
                </>
              )}
            </Typography>
          </Stack>
        </Stack>

        <RevisionFields revision={revision} label={kind.fieldsLabel(product.title)} />

        {revision.reason && (
          <Alert
            severity={revision.state === 'REJECTED' ? 'error' : 'warning'}
            sx={{ overflowWrap: 'anywhere' }}
          >
            Motivo: {revision.reason}
          </Alert>
        )}

        {revision.state === 'PENDING' && (
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button variant="outlined" size="small" disabled={approving} onClick={() => onDecide('changes')}>
              Solicitar cambios
            </Button>
            <Button
              variant="outlined"
              color="error"
              size="small"
              disabled={approving}
              onClick={() => onDecide('reject')}
            >
              Rechazar
            </Button>
            <Button variant="contained" color="success" size="small" loading={approving} onClick={onApprove}>
              Aprobar
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
