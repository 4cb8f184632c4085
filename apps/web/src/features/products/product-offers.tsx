import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProductOffer } from '@tecnobazar/shared';
import { DEPARTMENTS, departmentName, departmentOf } from '@tecnobazar/shared/colombia/departments';
import { OFFER_CONDITION_LABELS } from '@tecnobazar/shared/constants/offers';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useGetAddressesQuery } from '@/api/addresses';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';

const SHIP_TO_KEY = 'tecnobazar.shipTo';

function storedShipTo(): string | undefined {
  try {
    return localStorage.getItem(SHIP_TO_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the buyer ships, to price each shop's shipping and the buy box (decision 0028): the 'Enviar a'
 * choice kept in this browser, else the department of the newest saved address, else none (each shop's
 * general rate).
 */
export function useShipTo(signedIn: boolean): [string | undefined, (code: string) => void] {
  // Read after the first render: the server draws the page without one, and the browser's first render
  // must match it.
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  useEffect(() => setChosen(storedShipTo()), []);
  const { currentData: addresses } = useGetAddressesQuery(undefined, {
    skip: !signedIn || chosen !== undefined,
  });
  const fromAddress = addresses?.[0] ? departmentOf(addresses[0].state) : undefined;
  const choose = (code: string) => {
    setChosen(code);
    try {
      localStorage.setItem(SHIP_TO_KEY, code);
    } catch {
      // A browser without storage keeps the choice for this page only.
    }
  };
  return [chosen ?? fromAddress, choose];
}

/** 'Enviar a': the department the page prices shipping for. */
export function ShipToSelect({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Enviar a"
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 220, alignSelf: 'flex-start' }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="" disabled>
        Elige el departamento
      </MenuItem>
      {DEPARTMENTS.map((d) => (
        <MenuItem key={d.code} value={d.code}>
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** What shipping one unit costs, in words. */
export const shippingText = (offer: ProductOffer, department: string | undefined) => {
  const where = department ? ` a ${departmentName(department)}` : '';
  return offer.shipping === 0 ? `Envío gratis${where}` : `Envío${where}: ${formatPrice(offer.shipping)}`;
};

/**
 * 'Otros vendedores (N) desde $X': every shop's offer that can be bought, the buy box first, each with
 * its own 'Agregar al carrito'. Shown when more than one shop sells the product.
 */
export function OtherSellers({
  offers,
  department,
  onAdd,
  adding,
}: {
  offers: ProductOffer[];
  department: string | undefined;
  onAdd: (offer: ProductOffer) => void;
  adding: boolean;
}) {
  const [open, setOpen] = useState(false);
  const buyable = offers.filter((o) => o.in_stock);
  if (buyable.length < 2) return null;
  const lowest = Math.min(...buyable.map((o) => o.sellingPrice));
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Button
        fullWidth
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        sx={{ justifyContent: 'space-between', px: 2, py: 1.25, textTransform: 'none' }}
      >
        <span>
          Otros vendedores ({buyable.length}) desde {formatPrice(lowest)}
        </span>
        <span aria-hidden>{open ? '▲' : '▼'}</span>
      </Button>
      <Collapse in={open}>
        <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Otros vendedores">
          {buyable.map((o) => (
            <Stack
              component="li"
              key={o.offerId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, fontSize: 18 }}>{formatPrice(o.sellingPrice)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {shippingText(o, department)}
                </Typography>
                <Typography variant="body2">
                  {'Vendido por '}
                  <Link component={RouterLink} to={paths.shop.getHref(o.seller.id)}>
                    {o.seller.businessName}
                  </Link>
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" label={OFFER_CONDITION_LABELS[o.condition]} />
                  <Chip size="small" variant="outlined" label={`Garantía: ${o.warrantyMonths} meses`} />
                </Stack>
              </Box>
              <Button
                variant={o.buyBox ? 'contained' : 'outlined'}
                size="small"
                disabled={adding}
                onClick={() => onAdd(o)}
                aria-label={`Agregar al carrito de ${o.seller.businessName}`}
                sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
              >
                Agregar al carrito
              </Button>
            </Stack>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
