import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COLORS, DISCOUNT_FILTERS, PRICE_FILTERS } from '@tecnobazar/shared/constants/catalog';
import { type ReactNode, useState } from 'react';
import { ColorSwatch } from '@/components/color-swatch';
import type { ListingFilter } from './use-listing-params';

const COLLAPSED_COLOR_COUNT = 5;

// Products store a colour by name and the filter matches every shade with that name, so a repeated name
// (Marrón, Beige) is offered once.
const FILTER_COLORS = COLORS.filter(
  (color, index) => COLORS.findIndex((c) => c.name === color.name) === index,
);

interface ProductFiltersProps {
  color?: string;
  price?: string;
  discount?: number;
  onChange: (changes: Partial<Record<ListingFilter, string | null>>) => void;
  onClear: () => void;
}

export function ProductFilters({ color, price, discount, onChange, onClear }: ProductFiltersProps) {
  // A chosen colour further down the list keeps the list open, so the choice stays visible.
  const [expanded, setExpanded] = useState(
    () => FILTER_COLORS.findIndex((c) => c.name === color) >= COLLAPSED_COLOR_COUNT,
  );
  const colors = expanded ? FILTER_COLORS : FILTER_COLORS.slice(0, COLLAPSED_COLOR_COUNT);

  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h6" component="h2">
          Filtros
        </Typography>
        <Button
          size="small"
          sx={{ textTransform: 'none' }}
          onClick={() => {
            setExpanded(false);
            onClear();
          }}
        >
          Limpiar
        </Button>
      </Stack>

      <FilterGroup label="Color">
        <RadioGroup
          name="color"
          value={color ?? ''}
          onChange={(event) => onChange({ color: event.target.value })}
        >
          {colors.map((c) => (
            <FormControlLabel
              key={c.name}
              value={c.name}
              control={<Radio size="small" />}
              label={
                <Stack direction="row" spacing={1} alignItems="center" component="span">
                  <ColorSwatch hex={c.hex} />
                  <span>{c.name}</span>
                </Stack>
              }
            />
          ))}
        </RadioGroup>
        <Box>
          <Button
            size="small"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
            sx={{ textTransform: 'none', px: 0.5 }}
          >
            {expanded ? 'Ver menos' : 'Ver más'}
          </Button>
        </Box>
      </FilterGroup>

      <FilterGroup label="Precio">
        <RadioGroup
          name="price"
          value={price ?? ''}
          onChange={(event) => onChange({ price: event.target.value })}
        >
          {PRICE_FILTERS.map((filter) => (
            <FormControlLabel
              key={filter.value}
              value={filter.value}
              control={<Radio size="small" />}
              label={filter.label}
            />
          ))}
        </RadioGroup>
      </FilterGroup>

      <FilterGroup label="Descuento">
        <RadioGroup
          name="discount"
          value={discount === undefined ? '' : String(discount)}
          onChange={(event) => onChange({ discount: event.target.value })}
        >
          {DISCOUNT_FILTERS.map((filter) => (
            <FormControlLabel
              key={filter.value}
              value={String(filter.value)}
              control={<Radio size="small" />}
              label={filter.label}
            />
          ))}
        </RadioGroup>
      </FilterGroup>
    </Stack>
  );
}

function FilterGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary', mb: 0.5 }}>
        {label}
      </FormLabel>
      {children}
    </FormControl>
  );
}
