import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

/** The recovery codes, shown this once right after enabling. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        Guarda estos códigos de recuperación en un lugar seguro. Si pierdes tu teléfono, cada uno te deja
        entrar una sola vez. No volverás a verlos.
      </Alert>
      <Box
        component="ul"
        aria-label="Códigos de recuperación"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 1,
          m: 0,
          p: 2,
          listStyle: 'none',
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: 16,
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Button variant="contained" size="large" onClick={onDone}>
        Listo
      </Button>
    </Stack>
  );
}
