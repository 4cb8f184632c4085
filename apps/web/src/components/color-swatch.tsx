import Box from '@mui/material/Box';

/** A round sample of a colour; the border keeps white and cream visible on a white page. */
export function ColorSwatch({ hex, size = 16 }: { hex: string; size?: number }) {
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        display: 'inline-block',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: hex,
        border: 1,
        borderColor: 'grey.400',
      }}
    />
  );
}
