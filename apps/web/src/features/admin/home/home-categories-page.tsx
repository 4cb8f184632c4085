import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Toast, useToast } from '@/components/toast';
import { HomeSectionTables, type SectionTables } from './home-tiles-table';

const GRID_SECTIONS = [
  { section: 'GRID', label: 'Categorías de la cuadrícula' },
  { section: 'SHOP_BY_CATEGORIES', label: 'Comprar por categoría', heading: 'Comprar por categoría' },
] as const;
const ELECTRONICS_SECTIONS = [{ section: 'ELECTRIC_CATEGORIES', label: 'Categorías electrónicas' }] as const;

function HomeTilesPage({ title, sections }: { title: string; sections: SectionTables }) {
  const { notify, toastProps } = useToast();
  return (
    <Stack spacing={3} sx={{ minWidth: 0 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <HomeSectionTables sections={sections} notify={notify} />
      <Toast {...toastProps} />
    </Stack>
  );
}

/**
 * /admin/home-grid (product.md#admin-area): the home page's grid tiles, then its 'Comprar por categoría'
 * tiles.
 */
export const HomeGridPage = () => <HomeTilesPage title="Página de inicio" sections={GRID_SECTIONS} />;

/** /admin/electronics-category (product.md#admin-area): the home page's electronics tiles. */
export const ElectronicsCategoryPage = () => (
  <HomeTilesPage title="Categorías electrónicas" sections={ELECTRONICS_SECTIONS} />
);
