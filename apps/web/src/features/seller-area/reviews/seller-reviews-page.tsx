import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ProductReviewResponse, SellerReplyBody } from '@tecnobazar/shared';
import { type ReactNode, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import { useGetSellerReviewsQuery, useReplyToReviewMutation } from '@/api/seller-reviews';
import { paginationLabel } from '@/components/pagination-label';
import { ReviewContent, ReviewedProduct } from '@/components/review/review-content';
import { type Notify, Toast, useToast } from '@/components/toast';
import { pastLastPage } from '@/components/use-page-param';
import { errorMessage } from '@/lib/errors';
import { formatOrderDate } from '@/lib/format-date';

/** `?sin-responder=1`: only the reviews still waiting for the seller's reply. */
const UNANSWERED_PARAM = 'sin-responder';
/** The page, counted from 1 in the address (the API counts from 0). */
const PAGE_PARAM = 'page';

/**
 * /seller/reviews: the reviews of the seller's products, newest first, 10 a page, each with the seller's one
 * public reply, written or edited in place.
 */
export function SellerReviewsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const unanswered = searchParams.get(UNANSWERED_PARAM) === '1';
  const pageParam = Number(searchParams.get(PAGE_PARAM));
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam - 1 : 0;
  const { notify, toastProps } = useToast();

  // currentData: this page's answer only, so a page or filter change shows 'Cargando...', not the old cards.
  const { currentData, error, isError } = useGetSellerReviewsQuery({ unanswered, page });

  const setParams = (changes: Record<string, string | null>, replace = false) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );
  const setUnanswered = (on: boolean) =>
    setParams({ [UNANSWERED_PARAM]: on ? '1' : null, [PAGE_PARAM]: null }, true);
  const goTo = (index: number) => setParams({ [PAGE_PARAM]: index > 0 ? String(index + 1) : null });

  // Answering or deciding the last item of the last page empties it: go to the page that now is last.
  const lastPageAddress = pastLastPage(currentData, page, searchParams);
  if (lastPageAddress !== undefined) return <Navigate to={{ search: lastPageAddress }} replace />;

  let content: ReactNode;
  if (currentData) {
    content =
      currentData.content.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography>{unanswered ? 'No hay reseñas sin responder' : 'Todavía no tienes reseñas'}</Typography>
        </Paper>
      ) : (
        <Stack spacing={2}>
          <Stack component="ul" aria-label="Reseñas" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {currentData.content.map((review) => (
              <SellerReviewCard key={review.id} review={review} notify={notify} />
            ))}
          </Stack>
          {currentData.totalPages > 1 && (
            <Pagination
              count={currentData.totalPages}
              page={page + 1}
              onChange={(_event, value) => goTo(value - 1)}
              getItemAriaLabel={paginationLabel}
              color="primary"
              sx={{ alignSelf: 'center' }}
            />
          )}
        </Stack>
      );
  } else if (isError) {
    content = <Alert severity="error">{errorMessage(error, 'No se pudieron cargar las reseñas')}</Alert>;
  } else {
    content = <Typography aria-live="polite">Cargando...</Typography>;
  }

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h5" component="h1">
          Reseñas
        </Typography>
        <FormControlLabel
          control={<Switch checked={unanswered} onChange={(_event, on) => setUnanswered(on)} />}
          label="Solo sin responder"
        />
      </Stack>
      {content}
      <Toast {...toastProps} />
    </Stack>
  );
}

function SellerReviewCard({ review, notify }: { review: ProductReviewResponse; notify: Notify }) {
  const replyId = useId();
  const [editing, setEditing] = useState(false);
  const { product, sellerReply } = review;
  const author = review.user.fullName;

  let reply: ReactNode;
  if (editing) {
    reply = <ReplyForm review={review} notify={notify} onDone={() => setEditing(false)} />;
  } else if (sellerReply) {
    reply = (
      <Box
        component="section"
        aria-labelledby={replyId}
        sx={{ pl: 1.5, borderLeft: 3, borderColor: 'primary.light' }}
      >
        <Typography id={replyId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          Tu respuesta
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {sellerReply.text}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={sellerReply.date}>{formatOrderDate(sellerReply.date)}</time>
        </Typography>
        <Button size="small" onClick={() => setEditing(true)} sx={{ mt: 0.5, ml: -0.5 }}>
          Editar respuesta
        </Button>
      </Box>
    );
  } else {
    reply = (
      <Box>
        <Button variant="contained" size="small" onClick={() => setEditing(true)}>
          Responder
        </Button>
      </Box>
    );
  }

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={`Reseña de ${author} sobre ${product.title}`}
      sx={{ p: 2, listStyle: 'none' }}
    >
      <Stack spacing={1.5}>
        <ReviewedProduct product={product} />
        <ReviewContent review={review} />

        <Divider />
        {reply}
      </Stack>
    </Paper>
  );
}

interface ReplyFormProps {
  review: ProductReviewResponse;
  notify: Notify;
  onDone: () => void;
}

/** The seller's one public reply, new or edited, under the shared schema's rules. */
function ReplyForm({ review, notify, onDone }: ReplyFormProps) {
  const [replyToReview, { isLoading }] = useReplyToReviewMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(SellerReplyBody),
    defaultValues: { reply: review.sellerReply?.text ?? '' },
  });

  const submit = handleSubmit(async ({ reply }) => {
    try {
      await replyToReview({ reviewId: review.id, reply }).unwrap();
      notify('success', 'Respuesta publicada');
      onDone();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo publicar la respuesta'));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={1.5}>
      <TextField
        label="Respuesta"
        autoFocus
        fullWidth
        multiline
        minRows={3}
        disabled={isLoading}
        {...register('reply')}
        error={Boolean(errors.reply)}
        helperText={errors.reply?.message}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone} disabled={isLoading}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isLoading}>
          Publicar respuesta
        </Button>
      </Stack>
    </Stack>
  );
}
