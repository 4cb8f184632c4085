import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ProductFacetsResponse } from '@tecnobazar/shared';
import { COLORS, DISCOUNT_FILTERS, PRICE_FILTER_MAX } from '@tecnobazar/shared/constants/catalog';
import { specAttributesOf } from '@tecnobazar/shared/specs/attributes';
import { formatSpecValue } from '@tecnobazar/shared/specs/format';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ColorSwatch } from '@/components/color-swatch';
import { FIT_SHORT_LABELS } from '@/components/product/build-fit-chip';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';
import type { FitValue, ListingFilter } from './use-listing-params';

/** Values a facet shows before "Ver más". */
const COLLAPSED = 6;
const hexOf = (name: string) => COLORS.find((c) => c.name === name)?.hex;

interface ProductFiltersProps {
  /** The listing's level-2 category, whose attributes name and format the facets. */
  level2?: string;
  facets?: ProductFacetsResponse;
  color?: string;
  price?: string;
  discount?: number;
  specs: Record<string, string[]>;
  /** How products must fit the open PC build (with one open, the facets carry `fit`). */
  fit: readonly FitValue[];
  onChange: (changes: Partial<Record<ListingFilter, string | null>>) => void;
  onSpecChange: (key: string, values: string[]) => void;
  onClear: () => void;
}

/**
 * The listing's filters: the category's key specifications (several values of one attribute may be
 * chosen), its colours (only where it has them), price ranges drawn from its prices, and the discount.
 * Every value says how many products it would leave, given the other filters.
 */
export function ProductFilters(props: ProductFiltersProps) {
  const { facets, color, price, discount, specs, fit, onChange, onSpecChange, onClear } = props;
  const attributes = new Map(specAttributesOf(props.level2 ?? '').map((a) => [a.key, a]));

  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <Stack direction="row" justifyContent="space-between" alignItems="center">
        <Typography variant="h6" component="h2">
          Filtros
        </Typography>
        <Button size="small" sx={{ textTransform: 'none' }} onClick={onClear}>
          Limpiar
        </Button>
      </Stack>

      {!facets && <FacetsSkeleton />}

      {facets?.fit && (
        <FilterGroup label="Compatible con tu armado">
          <FormGroup>
            {facets.fit.map((value) => (
              <FormControlLabel
                key={value.value}
                control={
                  <Checkbox
                    size="small"
                    checked={fit.includes(value.value)}
                    onChange={(_event, on) => {
                      const next = on ? [...fit, value.value] : fit.filter((v) => v !== value.value);
                      onChange({ fit: next.join(',') || null });
                    }}
                  />
                }
                label={<CountedLabel label={FIT_SHORT_LABELS[value.value]} count={value.count} />}
              />
            ))}
          </FormGroup>
          <Link component={RouterLink} to={paths.builder} variant="body2" sx={{ mt: 0.5 }}>
            Ver mi armado
          </Link>
        </FilterGroup>
      )}

      {facets?.specs.map((facet) => {
        const attribute = attributes.get(facet.key);
        const chosen = specs[facet.key] ?? [];
        const label = (value: string) => {
          if (!attribute) return value;
          const typed =
            attribute.type === 'number'
              ? Number(value)
              : attribute.type === 'boolean'
                ? value === 'true'
                : value;
          return formatSpecValue(attribute, typed);
        };
        return (
          <FilterGroup key={facet.key} label={facet.label}>
            <Collapsible
              items={facet.values}
              keepOpen={facet.values.findIndex((v) => chosen.includes(v.value)) >= COLLAPSED}
              render={(value) => (
                <FormControlLabel
                  key={value.value}
                  control={
                    <Checkbox
                      size="small"
                      checked={chosen.includes(value.value)}
                      onChange={(_event, on) =>
                        onSpecChange(
                          facet.key,
                          on ? [...chosen, value.value] : chosen.filter((v) => v !== value.value),
                        )
                      }
                    />
                  }
                  label={<CountedLabel label={label(value.value)} count={value.count} />}
                />
              )}
              wrap={(children) => <FormGroup>{children}</FormGroup>}
            />
          </FilterGroup>
        );
      })}

      {facets && facets.colors.length > 0 && (
        <FilterGroup label="Color">
          <RadioGroup
            name="color"
            value={color ?? ''}
            onChange={(event) => onChange({ color: event.target.value })}
          >
            <Collapsible
              items={facets.colors}
              keepOpen={facets.colors.findIndex((c) => c.value === color) >= COLLAPSED}
              render={(c) => (
                <FormControlLabel
                  key={c.value}
                  value={c.value}
                  control={<Radio size="small" />}
                  label={
                    <Stack direction="row" spacing={1} alignItems="center" component="span">
                      {hexOf(c.value) && <ColorSwatch hex={hexOf(c.value)!} />}
                      <CountedLabel label={c.value} count={c.count} />
                    </Stack>
                  }
                />
              )}
              wrap={(children) => <>{children}</>}
            />
          </RadioGroup>
        </FilterGroup>
      )}

      {facets && facets.priceRanges.length > 1 && (
        <FilterGroup label="Precio">
          <RadioGroup
            name="price"
            value={price ?? ''}
            onChange={(event) => onChange({ price: event.target.value })}
          >
            {facets.priceRanges.map((range) => (
              <FormControlLabel
                key={range.min}
                value={`${range.min}-${range.max ?? PRICE_FILTER_MAX}`}
                control={<Radio size="small" />}
                disabled={range.count === 0}
                label={<CountedLabel label={priceLabel(range.min, range.max)} count={range.count} />}
              />
            ))}
          </RadioGroup>
        </FilterGroup>
      )}

      <FilterGroup label="Descuento">
        <RadioGroup
          name="discount"
          value={discount === undefined ? '' : String(discount)}
          onChange={(event) => onChange({ discount: event.target.value })}
        >
          {discountFilters(discount).map((filter) => (
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

/** The usual minimums, plus the one in the address when it is another (a deal's '35% y más'), in order. */
function discountFilters(current: number | undefined) {
  if (current === undefined || DISCOUNT_FILTERS.some((filter) => filter.value === current))
    return DISCOUNT_FILTERS;
  return [...DISCOUNT_FILTERS, { label: `${current}% y más`, value: current }].sort(
    (a, b) => a.value - b.value,
  );
}

/** 'Menos de $200.000', '$200.000 - $500.000', '$1.500.000 y más'. */
function priceLabel(min: number, max: number | null) {
  if (min === 0 && max !== null) return `Menos de ${formatPrice(max)}`;
  if (max === null) return `${formatPrice(min)} y más`;
  return `${formatPrice(min)} - ${formatPrice(max)}`;
}

function CountedLabel({ label, count }: { label: string; count: number }) {
  return (
    <span>
      {label}{' '}
      <Typography component="span" variant="body2" color="text.secondary">
        ({count})
      </Typography>
    </span>
  );
}

/** The first few items, and "Ver más" for the rest (kept open while a chosen one is further down). */
function Collapsible<Item>({
  items,
  keepOpen,
  render,
  wrap,
}: {
  items: Item[];
  keepOpen: boolean;
  render: (item: Item) => ReactNode;
  wrap: (children: ReactNode) => ReactNode;
}) {
  const [expanded, setExpanded] = useState(keepOpen);
  const shown = expanded ? items : items.slice(0, COLLAPSED);
  return (
    <>
      {wrap(shown.map(render))}
      {items.length > COLLAPSED && (
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
      )}
    </>
  );
}

/**
 * Three groups of four values while the counts load: about what a category's facets take, so the groups
 * below them ('Descuento') start out of sight instead of showing and then being pushed down.
 */
function FacetsSkeleton() {
  return (
    <Stack spacing={2} divider={<Divider flexItem />} role="status" aria-label="Cargando filtros">
      {[0, 1, 2].map((group) => (
        <Box key={group} aria-hidden>
          <Skeleton width="40%" sx={{ mb: 0.5 }} />
          {[0, 1, 2, 3].map((line) => (
            <Skeleton key={line} width="70%" height={38} />
          ))}
        </Box>
      ))}
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
