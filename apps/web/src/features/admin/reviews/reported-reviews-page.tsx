import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductReviewResponse, ReportedReviewPage } from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useDismissReportsMutation, useGetReportedReviewsQuery } from '@/api/admin-reviews';
import { Pager } from '@/components/pager';
import { ReviewContent, ReviewedProduct } from '@/components/review/review-content';
import { type Notify, Toast, useToast } from '@/components/toast';
import { pastLastPage, usePageParam } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';
import { HideReviewDialog } from './hide-review-dialog';

type ReportedReview = ReportedReviewPage['content'][number];

/**
 * /admin/reviews: the reviews shoppers reported, the most reported first, 20 a page (the page, counted from
 * 1, kept in the address as on the audit page). Each one is hidden with a reason or its reports dismissed.
 */
export function ReportedReviewsPage() {
  const { page, setPage: goTo } = usePageParam();
  const [searchParams] = useSearchParams();
  const { notify, toastProps } = useToast();
  const [hiding, setHiding] = useState<ProductReviewResponse | null>(null);

  // currentData: this page's answer only, so a page change shows 'Cargando...', not the old cards.
  const { currentData, error, isError, refetch } = useGetReportedReviewsQuery(page);

  // Answering or deciding the last item of the last page empties it: go to the page that now is last.
  const lastPageAddress = pastLastPage(currentData, page, searchParams);
  if (lastPageAddress !== undefined) return <Navigate to={{ search: lastPageAddress }} replace />;

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>No hay reseñas denunciadas</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" aria-label="Reseñas denunciadas" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {currentData.content.map((item) => (
              <ReportedReviewCard
                key={item.review.id}
                item={item}
                notify={notify}
                onGone={refetch}
                onHide={() => setHiding(item.review)}
              />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {currentData.totalElements === 1
              ? '1 reseña denunciada'
              : `${currentData.totalElements} reseñas denunciadas`}
          </Typography>
          {currentData.totalPages > 1 && (
            <Pager
              label="Páginas de reseñas denunciadas"
              page={page}
              pageCount={currentData.totalPages}
              onChange={goTo}
            />
          )}
        </Stack>
      );
  } else if (isError) {
    content = (
      <Alert severity="error">{errorMessage(error, 'No se pudieron cargar las reseñas denunciadas')}</Alert>
    );
  } else {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Reseñas denunciadas
      </Typography>
      {content}
      {hiding && (
        <HideReviewDialog review={hiding} notify={notify} onGone={refetch} onClose={() => setHiding(null)} />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}

interface ReportedReviewCardProps {
  item: ReportedReview;
  notify: Notify;
  /** The review was already hidden or deleted elsewhere: the list is asked for again. */
  onGone: () => void;
  onHide: () => void;
}

const NOT_FOUND = 404;

function ReportedReviewCard({ item: { review, reports }, notify, onGone, onHide }: ReportedReviewCardProps) {
  const titleId = useId();
  const reportsId = useId();
  const [dismiss, { isLoading: dismissing }] = useDismissReportsMutation();
  const { product } = review;

  // Dismissing keeps the review and can be reported again, so it needs no confirmation (like a status switch).
  const onDismiss = async () => {
    try {
      const { message } = await dismiss(review.id).unwrap();
      notify('success', message);
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo descartar la denuncia'));
      if ((error as { status?: unknown }).status === NOT_FOUND) onGone();
    }
  };

  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        <ReviewedProduct product={product} titleId={titleId} caption={`Reseña #${review.id}`} />
        <ReviewContent review={review} />

        <Divider />

        <Stack spacing={1}>
          <Typography id={reportsId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {reports.length === 1 ? '1 denuncia' : `${reports.length} denuncias`}
          </Typography>
          <Stack component="ul" aria-labelledby={reportsId} spacing={1} sx={{ p: 0, m: 0 }}>
            {reports.map((report) => (
              <Box
                component="li"
                key={report.id}
                sx={{ listStyle: 'none', pl: 1.5, borderLeft: 3, borderColor: 'warning.light' }}
              >
                <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {report.reason}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {report.reporter} · <time dateTime={report.date}>{formatOrderDate(report.date)}</time>
                </Typography>
              </Box>
            ))}
          </Stack>
        </Stack>

        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'flex-end', alignItems: { xs: 'stretch', sm: 'center' } }}
        >
          <Button variant="outlined" size="small" loading={dismissing} onClick={onDismiss}>
            Descartar denuncia
          </Button>
          <Button variant="contained" color="error" size="small" disabled={dismissing} onClick={onHide}>
            Ocultar reseña
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
