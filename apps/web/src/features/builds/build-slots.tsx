import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BuildPart, ProductResponse } from '@tecnobazar/shared';
import { BUILD_SLOTS, type BuildSlot } from '@tecnobazar/shared/specs/build-slots';
import { Link as RouterLink } from 'react-router';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { QuantitySelector } from '@/components/quantity-selector';
import { paths } from '@/config/paths';
import { formatPrice } from '@/lib/format-price';

/** What the builder can do to its slots; without it the list is read-only (a shared build). */
export interface SlotActions {
  pick: (slot: BuildSlot) => void;
  remove: (productId: number) => void;
  setQuantity: (productId: number, quantity: number) => void;
}

interface BuildSlotsProps {
  parts: readonly BuildPart[];
  products: Map<number, ProductResponse>;
  /** The products are still loading: their rows wait instead of saying they are gone. */
  loading?: boolean;
  actions?: SlotActions;
}

/** One row per slot of the builder, each with its parts (or 'Elegir'); a shared build shows its parts only. */
export function BuildSlots({ parts, products, loading = false, actions }: BuildSlotsProps) {
  const slots = (BUILD_SLOTS as readonly BuildSlot[]).filter(
    (slot) => actions || parts.some((p) => p.slot === slot.slot),
  );
  return (
    <Paper variant="outlined" component="ul" aria-label="Partes del armado" sx={{ p: 0, m: 0 }}>
      {slots.map((slot, i) => {
        const inSlot = parts.filter((p) => p.slot === slot.slot);
        const canAdd = actions && (inSlot.length === 0 || slot.multiple);
        return (
          <Box
            key={slot.slot}
            component="li"
            aria-label={slot.label}
            sx={{
              listStyle: 'none',
              p: { xs: 1.5, sm: 2 },
              display: 'grid',
              gap: 1,
              borderTop: i > 0 ? 1 : 0,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle2" component="h2">
                {slot.label}
              </Typography>
              {canAdd && (
                <Button
                  size="small"
                  variant={inSlot.length === 0 ? 'contained' : 'outlined'}
                  startIcon={<AddIcon />}
                  onClick={() => actions.pick(slot)}
                  aria-label={`${inSlot.length === 0 ? 'Elegir' : 'Agregar otra'}: ${slot.label}`}
                >
                  {inSlot.length === 0 ? 'Elegir' : 'Agregar otra'}
                </Button>
              )}
            </Box>
            {inSlot.map((part) => (
              <PartRow
                key={part.productId}
                part={part}
                slot={slot}
                product={products.get(part.productId)}
                loading={loading}
                actions={actions}
              />
            ))}
          </Box>
        );
      })}
    </Paper>
  );
}

interface PartRowProps {
  part: BuildPart;
  slot: BuildSlot;
  product: ProductResponse | undefined;
  loading: boolean;
  actions?: SlotActions;
}

function PartRow({ part, slot, product, loading, actions }: PartRowProps) {
  if (!product && loading) return <Skeleton variant="rounded" height={56} />;
  if (!product) {
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Esta parte ya no está a la venta.
        </Typography>
        {actions && (
          <Button size="small" onClick={() => actions.remove(part.productId)}>
            Quitar
          </Button>
        )}
      </Stack>
    );
  }
  const href = paths.productDetails.getHref(product.category.categoryId, product.title, product.id);
  return (
    <Box
      data-testid="build-part"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr) auto', sm: '64px minmax(0, 1fr) auto auto' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
      }}
    >
      <ProductThumbnail src={product.images[0] ?? null} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Link component={RouterLink} to={href} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {product.title}
        </Link>
        <Typography variant="caption" color="text.secondary" component="p">
          Vendido por {product.seller.businessDetails.businessName}
          {!product.in_stock && ' · Agotado'}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {formatPrice(product.sellingPrice * part.quantity)}
          {part.quantity > 1 && (
            <Typography component="span" variant="caption" color="text.secondary">
              {` (${part.quantity} × ${formatPrice(product.sellingPrice)})`}
            </Typography>
          )}
        </Typography>
      </Box>
      {actions && slot.maxQuantity > 1 ? (
        <Box sx={{ gridColumn: { xs: '2 / 3', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}>
          <QuantitySelector
            value={part.quantity}
            max={Math.min(slot.maxQuantity, Math.max(1, product.quantity))}
            onChange={(quantity) => actions.setQuantity(part.productId, quantity)}
          />
        </Box>
      ) : (
        !actions && part.quantity > 1 && <Typography variant="body2">×{part.quantity}</Typography>
      )}
      {actions && (
        <IconButton aria-label={`Quitar ${product.title}`} onClick={() => actions.remove(part.productId)}>
          <DeleteOutline />
        </IconButton>
      )}
    </Box>
  );
}
