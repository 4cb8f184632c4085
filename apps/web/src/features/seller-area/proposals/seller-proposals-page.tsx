import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RevisionResponse } from '@tecnobazar/shared';
import { type ReactNode, useId } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useGetMyRevisionsQuery } from '@/api/seller-products';
import { Pager } from '@/components/pager';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import {
  REVISION_KIND_LABELS,
  REVISION_STATE_COLORS,
  REVISION_STATE_LABELS,
  RevisionFields,
} from '@/components/product/revision-fields';
import { pastLastPage, usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';

/** What a state means to the shop that proposed it. */
const STATE_NOTES: Partial<Record<RevisionResponse['state'], string>> = {
  PENDING: 'Espera la revisión de TecnoBazar',
  REJECTED: 'Rechazada',
  CHANGES_REQUESTED: 'TecnoBazar te pide cambios',
};

/**
 * /seller/proposals ('Mis propuestas', decision 0028 section 5): what the shop proposed for the catalogue
 * (new products, changes to a product's page, new variants), newest first, 20 a page, each with its state
 * and, when turned down or sent back, the administrator's reason.
 */
export function SellerProposalsPage() {
  const { page, setPage } = usePageParam();
  const [searchParams] = useSearchParams();
  const { currentData, error, isError } = useGetMyRevisionsQuery(page);

  const lastPageAddress = pastLastPage(currentData, page, searchParams);
  if (lastPageAddress !== undefined) return <Navigate to={{ search: lastPageAddress }} replace />;

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>Aún no has propuesto productos, cambios ni variantes</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" aria-label="Mis propuestas" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {currentData.content.map((revision) => (
              <ProposalCard key={revision.id} revision={revision} />
            ))}
          </Stack>
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
    content = <Alert severity="error">{errorMessage(error, 'No se pudieron cargar tus propuestas')}</Alert>;
  } else {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h1">
          Mis propuestas
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Los productos nuevos, los cambios de ficha y las variantes que propones al catálogo. Si tu tienda no
          es de confianza, esperan la aprobación de TecnoBazar; tus precios y stock nunca esperan.
        </Typography>
      </Stack>
      {content}
    </Stack>
  );
}

function ProposalCard({ revision }: { revision: RevisionResponse }) {
  const titleId = useId();
  const { product, state } = revision;
  const stateLabel = revision.autoApproved ? 'Publicada al instante' : REVISION_STATE_LABELS[state];
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
              sx={{ fontWeight: 700, lineHeight: 1.3, overflowWrap: 'anywhere' }}
            >
              {product.title}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75, alignItems: 'center' }}>
              <Chip size="small" label={REVISION_KIND_LABELS[revision.kind]} />
              <Chip size="small" variant="outlined" label={stateLabel} color={REVISION_STATE_COLORS[state]} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              Propuesta el <time dateTime={revision.createdAt}>{formatOrderDate(revision.createdAt)}</time>
            </Typography>
          </Stack>
        </Stack>
        {revision.reason && (
          <Alert severity={state === 'REJECTED' ? 'error' : 'warning'}>
            {STATE_NOTES[state] ?? REVISION_STATE_LABELS[state]}: {revision.reason}
          </Alert>
        )}
        {state === 'PENDING' && (
          <Typography variant="body2" color="text.secondary">
            {STATE_NOTES.PENDING}
          </Typography>
        )}
        <RevisionFields revision={revision} label={`Lo que propusiste en ${product.title}`} />
      </Stack>
    </Paper>
  );
}
