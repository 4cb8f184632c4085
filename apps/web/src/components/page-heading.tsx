import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A page that so far shows only its title. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Container sx={{ py: 5 }}>
      <Typography variant="h4" component="h1">
        {children}
      </Typography>
    </Container>
  );
}
