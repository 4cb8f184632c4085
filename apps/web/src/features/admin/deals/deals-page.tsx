import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import {
  type Deal,
  type HomeTile,
  useGetAdminDealsQuery,
  useGetAdminHomeCategoriesQuery,
} from '@/api/admin-home';
import { DataTable, EmptyTable } from '@/components/data-table';
import { type Notify, Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { HomeSectionTables } from '../home/home-tiles-table';
import { CreateDealForm } from './create-deal-form';
import { DealEditDialog, DeleteDealDialog } from './deal-dialogs';

const TABS = ['Oferta', 'Categorías', 'Crear Oferta'] as const;
const COLUMNS = [
  'No.',
  'Imagen',
  'Categoría',
  'Descuento (%)',
  'En la página de inicio',
  'Editar',
  'Eliminar',
];
const DEAL_SECTIONS = [{ section: 'DEALS', label: 'Categorías de ofertas' }] as const;

const loader = (label: string) => (
  <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
    <CircularProgress aria-label={label} />
  </Box>
);

/**
 * /admin/deals (product.md#admin-area): the deals, the DEALS tiles and a form to create a deal, one tab each.
 */
export function DealsPage() {
  const id = useId();
  const [tab, setTab] = useState(0);
  const { notify, toastProps } = useToast();
  const { data: tiles } = useGetAdminHomeCategoriesQuery();
  const { data: deals } = useGetAdminDealsQuery();
  // A category has one deal at most (the server refuses a second): the forms offer the free ones.
  const freeDealCategories = (tiles ?? []).filter(
    (tile) => tile.section === 'DEALS' && !deals?.some((deal) => deal.category.id === tile.id),
  );

  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        Ofertas
      </Typography>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_event, value: number) => setTab(value)}
          aria-label="Secciones de ofertas"
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TABS.map((label, index) => (
            <Tab key={label} label={label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel-${tab}`} aria-labelledby={`${id}-tab-${tab}`}>
        {tab === 0 && <DealsTable categories={freeDealCategories} notify={notify} />}
        {tab === 1 && <HomeSectionTables sections={DEAL_SECTIONS} notify={notify} />}
        {tab === 2 && (
          <CreateDealForm
            categories={freeDealCategories}
            allTaken={tiles !== undefined && deals !== undefined && freeDealCategories.length === 0}
            notify={notify}
            onCreated={() => setTab(0)}
          />
        )}
      </Box>
      <Toast {...toastProps} />
    </Stack>
  );
}

type Dialog = { kind: 'edit' | 'delete'; deal: Deal } | null;

function DealsTable({ categories, notify }: { categories: HomeTile[]; notify: Notify }) {
  const { data: deals, isLoading, error } = useGetAdminDealsQuery();
  const [dialog, setDialog] = useState<Dialog>(null);

  let content: ReactNode;
  if (isLoading) content = loader('Cargando ofertas');
  else if (!deals) content = <Alert severity="error">{errorMessage(error, 'Failed to create deal')}</Alert>;
  else if (deals.length === 0) {
    content = <EmptyTable>Aún no hay ofertas</EmptyTable>;
  } else {
    content = (
      <DataTable label="Ofertas" columns={COLUMNS} minWidth={600} stickyEnd={2}>
        {deals.map((deal, index) => (
          <TableRow key={deal.id}>
            <TableCell>{index + 1}</TableCell>
            <TableCell>
              <Box
                component="img"
                src={deal.category.image}
                alt={deal.category.name}
                sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
              />
            </TableCell>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {deal.category.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {deal.category.categoryId}
              </Typography>
            </TableCell>
            <TableCell>{deal.discount}%</TableCell>
            <TableCell>
              <HomeVisibility deal={deal} />
            </TableCell>
            <TableCell>
              <IconButton
                aria-label={`Editar oferta ${deal.category.name}`}
                color="primary"
                onClick={() => setDialog({ kind: 'edit', deal })}
              >
                <EditOutlined />
              </IconButton>
            </TableCell>
            <TableCell>
              <IconButton
                aria-label={`Eliminar oferta ${deal.category.name}`}
                color="error"
                onClick={() => setDialog({ kind: 'delete', deal })}
              >
                <DeleteOutline />
              </IconButton>
            </TableCell>
          </TableRow>
        ))}
      </DataTable>
    );
  }

  const close = () => setDialog(null);
  return (
    <>
      {content}
      {dialog?.kind === 'edit' && (
        <DealEditDialog deal={dialog.deal} categories={categories} notify={notify} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteDealDialog deal={dialog.deal} notify={notify} onClose={close} />}
    </>
  );
}

/**
 * Whether the home page shows the deal: only while some product of its category has at least its discount
 * (prices change and sellers are suspended after the deal was saved).
 */
function HomeVisibility({ deal }: { deal: Deal }) {
  if (deal.bestDiscount !== null && deal.bestDiscount >= deal.discount) {
    return <Chip size="small" color="success" variant="outlined" label="Visible" />;
  }
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" color="warning" variant="outlined" label="Oculta" />
      <Typography variant="caption" color="text.secondary">
        {deal.bestDiscount === null
          ? 'La categoría no tiene productos a la venta.'
          : `Ningún producto llega al ${deal.discount}%: el mejor descuento hoy es ${deal.bestDiscount}%.`}
      </Typography>
    </Stack>
  );
}
