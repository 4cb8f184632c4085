import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#00927c' },
    secondary: { main: '#EAF0F1' },
  },
  // MUI's default, said here because main.tsx loads it: Roboto (self-hosted, latin 400/500/700).
  typography: { fontFamily: '"Roboto", "Helvetica", "Arial", sans-serif' },
  breakpoints: { values: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } },
  components: {
    // What a screen reader says of stars (MUI's default is English: '4.5 Stars', 'Empty').
    MuiRating: {
      defaultProps: {
        getLabelText: (value: number) =>
          `${value.toLocaleString('es-CO')} ${value === 1 ? 'estrella' : 'estrellas'}`,
        emptyLabelText: 'Sin calificación',
      },
    },
  },
});
