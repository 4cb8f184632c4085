import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

/** A list shown `pageSize` at a time, paged on the client; the page stays in range when the list shrinks. */
export function usePagedList<T>(items: readonly T[] | undefined, pageSize: number) {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(1, Math.ceil((items?.length ?? 0) / pageSize));
  const current = Math.min(page, pageCount - 1);
  return {
    rows: items?.slice(current * pageSize, (current + 1) * pageSize) ?? [],
    pagerProps: { page: current, pageCount, onChange: setPage },
  };
}

interface PagerProps {
  /** Zero-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Names the navigation, e.g. "Páginas de ventas". */
  label: string;
}

/** 'Anterior' and 'Siguiente' around "Página N de M", disabled at the first and last page. */
export function Pager({ page, pageCount, onChange, label }: PagerProps) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <Button variant="outlined" disabled={page === 0} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <Typography variant="body2" aria-live="polite" sx={{ whiteSpace: 'nowrap' }}>
        Página {page + 1} de {pageCount}
      </Typography>
      <Button variant="outlined" disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        Siguiente
      </Button>
    </Stack>
  );
}
