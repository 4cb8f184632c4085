import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { BuildSlot, ProductResponse } from '@tecnobazar/shared';
import { buildWith } from '@tecnobazar/shared/specs/build-slots';
import { type CompatibilityPart, compatibilityWith } from '@tecnobazar/shared/specs/compatibility';
import { useDeferredValue, useState } from 'react';
import { useGetProductsQuery } from '@/api/catalog';
import { Pager } from '@/components/pager';
import { BuildFitChip } from '@/components/product/build-fit-chip';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { partOf } from '@/lib/compatibility';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

interface PartPickerProps {
  slot: BuildSlot;
  /** The build's parts, which each choice joins (taking its slot) to be checked. */
  parts: readonly CompatibilityPart[];
  onPick: (product: ProductResponse) => void;
  onClose: () => void;
}

/**
 * The products a slot takes, in stock, cheapest first, each with how it fits the rest of the build; a
 * search narrows them by name.
 */
export function PartPicker({ slot, parts, onPick, onClose }: PartPickerProps) {
  const phone = useMediaQuery('(max-width:599.95px)');
  const [search, setSearch] = useState('');
  const [pageNumber, setPageNumber] = useState(0);
  const brand = useDeferredValue(search.trim());
  const { currentData, isFetching, error } = useGetProductsQuery({
    category: slot.level2,
    ...(slot.types && { specs: { type: [...slot.types] } }),
    ...(brand && { brand }),
    sort: 'price_low',
    pageNumber,
  });
  const products = currentData?.content ?? [];

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={phone}
      aria-labelledby="part-picker-title"
    >
      <DialogTitle id="part-picker-title">Elegir: {slot.label}</DialogTitle>
      <DialogContent dividers sx={{ px: { xs: 1.5, sm: 3 } }}>
        <TextField
          label={`Buscar en ${slot.label}`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPageNumber(0);
          }}
          fullWidth
          size="small"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
          sx={{ mb: 2 }}
        />
        {isFetching && <LinearProgress sx={{ mb: 1 }} />}
        {error && (
          <Alert severity="error">{errorMessage(error, 'No se pudieron cargar los productos')}</Alert>
        )}
        {currentData && products.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            No encontramos productos para esta búsqueda.
          </Typography>
        )}
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
          {products.map((product) => (
            <Choice key={product.id} product={product} parts={parts} onPick={onPick} />
          ))}
        </Stack>
        {currentData && currentData.totalPages > 1 && (
          <Box sx={{ mt: 2 }}>
            <Pager
              page={pageNumber}
              pageCount={currentData.totalPages}
              onChange={setPageNumber}
              label={`Páginas de ${slot.label}`}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}

function Choice({
  product,
  parts,
  onPick,
}: {
  product: ProductResponse;
  parts: readonly CompatibilityPart[];
  onPick: (p: ProductResponse) => void;
}) {
  const candidate = partOf(product);
  const fit = compatibilityWith(candidate, buildWith(parts, candidate));
  const buyable = product.in_stock && product.quantity > 0;
  return (
    <Box
      component="li"
      aria-label={product.title}
      sx={{
        listStyle: 'none',
        display: 'grid',
        gridTemplateColumns: { xs: '56px minmax(0, 1fr)', sm: '56px minmax(0, 1fr) auto' },
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      <ProductThumbnail src={product.images[0] ?? null} size={56} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {product.title}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          {product.seller.businessDetails.businessName}
        </Typography>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {formatPrice(product.sellingPrice)}
          </Typography>
          <BuildFitChip status={fit.status === 'unrelated' ? undefined : fit.status} short />
          {!buyable && <Chip size="small" label="Agotado" />}
        </Stack>
        {fit.warnings[0] && (
          <Typography variant="caption" color="warning.dark" component="p">
            {fit.warnings[0].message}
          </Typography>
        )}
      </Box>
      <Button
        variant="outlined"
        size="small"
        disabled={!buyable}
        onClick={() => onPick(product)}
        aria-label={`Elegir ${product.title}`}
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
      >
        Elegir
      </Button>
    </Box>
  );
}
