import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The card of the sign-in, registration and security pages: the page's title, then its form. */
export function AuthCard({
  title,
  sx,
  children,
}: {
  title: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Card variant="outlined" sx={sx}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography
          variant="h5"
          component="h1"
          align="center"
          color="primary"
          sx={{ fontWeight: 700, mb: 3 }}
        >
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}
