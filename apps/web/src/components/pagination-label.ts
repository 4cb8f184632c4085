import type { PaginationProps } from '@mui/material/Pagination';

/** Spanish names for MUI Pagination's buttons (its defaults are English). */
export const paginationLabel: NonNullable<PaginationProps['getItemAriaLabel']> = (type, page, selected) => {
  if (type === 'page') return selected ? `Página ${page}` : `Ir a la página ${page}`;
  if (type === 'previous') return 'Página anterior';
  if (type === 'next') return 'Página siguiente';
  return type === 'first' ? 'Primera página' : 'Última página';
};
