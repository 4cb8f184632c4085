import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useUnreadMessages } from '@/api/messages';
import { useGetOrdersQuery } from '@/api/orders';
import { paginationLabel } from '@/components/pagination-label';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { OrderCard } from './order-card';

/** Customer orders, two per page (product.md#numbers). */
const ORDERS_PER_PAGE = 2;

export function OrdersPage() {
  const { data: orders, isLoading, error } = useGetOrdersQuery();
  const [page, setPage] = useState(1);
  const { notify, toastProps } = useToast();
  const { data: unread } = useUnreadMessages('buyer');
  const pageCount = Math.ceil((orders?.length ?? 0) / ORDERS_PER_PAGE);
  // A page past the end (orders gone after a refetch) shows the last one.
  const current = Math.min(page, Math.max(1, pageCount));
  const shown = orders?.slice((current - 1) * ORDERS_PER_PAGE, current * ORDERS_PER_PAGE) ?? [];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Mis Pedidos
      </Typography>
      {isLoading ? (
        <Typography>Cargando...</Typography>
      ) : error ? (
        <Typography color="error">{errorMessage(error, 'Failed to fetch orders')}</Typography>
      ) : shown.length === 0 ? (
        <Stack spacing={2} alignItems="flex-start">
          <Typography color="text.secondary">Aún no tienes pedidos.</Typography>
          <Button component={RouterLink} to={paths.home} variant="contained">
            Ir a comprar
          </Button>
        </Stack>
      ) : (
        <>
          <Stack component="ul" aria-label="Pedidos" spacing={2} sx={{ p: 0, m: 0 }}>
            {shown.map((order) => (
              <OrderCard
                key={order.id}
                order={order}
                notify={notify}
                unread={unread?.threads.find((t) => t.orderId === order.id)?.unread}
              />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Pagination
              count={pageCount}
              page={current}
              onChange={(_event, value) => setPage(value)}
              getItemAriaLabel={paginationLabel}
              color="primary"
              sx={{ alignSelf: 'center' }}
            />
          )}
        </>
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}
