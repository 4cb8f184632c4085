import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface QuantitySelectorProps {
  value: number;
  /** The largest quantity allowed; never below 1. */
  max: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
}

/** Minus and plus around the quantity: it never goes below 1 nor above `max`. */
export function QuantitySelector({ value, max, onChange, disabled = false }: QuantitySelectorProps) {
  const upper = Math.max(1, max);
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <IconButton
        aria-label="Disminuir cantidad"
        size="small"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography
        aria-live="polite"
        aria-label="Cantidad"
        sx={{ minWidth: 28, textAlign: 'center', fontWeight: 600 }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label="Aumentar cantidad"
        size="small"
        disabled={disabled || value >= upper}
        onClick={() => onChange(Math.min(upper, value + 1))}
        sx={{ border: 1, borderColor: 'divider' }}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
