import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A page's content and its summary (a cart's totals, a build's): one column on a phone, the content two
 * thirds and the summary one third from md on.
 */
export function WithSummary({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
