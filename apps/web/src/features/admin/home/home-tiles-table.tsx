import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type HomeTile, useGetAdminHomeCategoriesQuery } from '@/api/admin-home';
import { DataTable, EmptyTable } from '@/components/data-table';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { CategoryEditDialog } from './category-edit-dialog';

/** The home page's sections as the API names them. */
export type HomeSection = 'GRID' | 'SHOP_BY_CATEGORIES' | 'ELECTRIC_CATEGORIES' | 'DEALS';

const COLUMNS = ['No.', 'Imagen', 'Categoría', 'Editar'];

interface HomeTilesTableProps {
  /** The table's accessible name. */
  label: string;
  tiles: HomeTile[];
  onEdit: (tile: HomeTile) => void;
}

/** A table of home tiles: number, image, category (name and id) and an edit icon; scrolls inside its box. */
export function HomeTilesTable({ label, tiles, onEdit }: HomeTilesTableProps) {
  if (tiles.length === 0) {
    return <EmptyTable>No hay categorías en esta sección</EmptyTable>;
  }
  return (
    <DataTable label={label} columns={COLUMNS} minWidth={480} stickyEnd={1}>
      {tiles.map((tile, index) => (
        <TableRow key={tile.id}>
          <TableCell>{index + 1}</TableCell>
          <TableCell>
            <Box
              component="img"
              src={tile.image}
              alt={tile.name}
              sx={{ width: 64, height: 64, objectFit: 'cover', borderRadius: 1, display: 'block' }}
            />
          </TableCell>
          <TableCell>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {tile.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {tile.categoryId}
            </Typography>
          </TableCell>
          <TableCell>
            <IconButton aria-label={`Editar ${tile.name}`} color="primary" onClick={() => onEdit(tile)}>
              <EditOutlined />
            </IconButton>
          </TableCell>
        </TableRow>
      ))}
    </DataTable>
  );
}

/** Each section shown, with its table's name and an optional sub-heading. */
export type SectionTables = readonly { section: HomeSection; label: string; heading?: string }[];

interface HomeSectionTablesProps {
  sections: SectionTables;
  notify: Notify;
}

/** The admin's tiles of some sections, each in its table, with the category edit modal. */
export function HomeSectionTables({ sections, notify }: HomeSectionTablesProps) {
  const { data: tiles, isLoading, error } = useGetAdminHomeCategoriesQuery();
  const [editing, setEditing] = useState<HomeTile | null>(null);

  if (isLoading) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Cargando categorías" />
      </Box>
    );
  }
  if (!tiles) return <Alert severity="error">{errorMessage(error, 'Failed to fetch categories')}</Alert>;

  return (
    <Stack spacing={3}>
      {sections.map(({ section, label, heading }) => (
        <Stack key={section} spacing={1.5}>
          {heading && (
            <Typography variant="h6" component="h2">
              {heading}
            </Typography>
          )}
          <HomeTilesTable
            label={label}
            tiles={tiles.filter((tile) => tile.section === section)}
            onEdit={setEditing}
          />
        </Stack>
      ))}
      {editing && <CategoryEditDialog tile={editing} notify={notify} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
