import EditOutlined from '@mui/icons-material/EditOutlined';
import Search from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CatalogMatch } from '@tecnobazar/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useSearchSellerCatalogQuery } from '@/api/seller-products';
import { ProductThumbnail } from '@/components/product/product-thumbnail';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

/** Text that reads as a model number ('RTX4070-O12G', '1TB-980PRO'): one word with a digit in it. */
export const looksLikeModelNumber = (text: string) => /^\S+$/.test(text) && /\d/.test(text);

/**
 * The catalogue products the text finds: by the words of their title, and, when the text reads as a model
 * number, by it too (those first). The server wants a product to match both when both are sent, so they are
 * two searches.
 */
function useCatalogueMatches(text: string) {
  const byWords = useSearchSellerCatalogQuery({ query: text }, { skip: text === '' });
  const byModel = useSearchSellerCatalogQuery(
    { modelNumber: text },
    { skip: text === '' || !looksLikeModelNumber(text) },
  );
  const matches: CatalogMatch[] = [];
  // currentData: the answer for this text only (data would keep a skipped search's answer).
  for (const match of [...(byModel.currentData ?? []), ...(byWords.currentData ?? [])]) {
    if (!matches.some((m) => m.productId === match.productId)) matches.push(match);
  }
  return {
    matches,
    isFetching: byWords.isFetching || byModel.isFetching,
    error: byWords.error ?? byModel.error,
  };
}

const sellersText = ({ offerCount, lowestPrice }: CatalogMatch) => {
  if (offerCount === 0) return 'Nadie lo vende ahora';
  const sellers = offerCount === 1 ? '1 vendedor' : `${offerCount} vendedores`;
  return lowestPrice === null ? sellers : `${sellers} · desde ${formatPrice(lowestPrice)}`;
};

interface CatalogueSearchProps {
  /** 'Vender este producto' on a match ('Vender otra variante' on one the shop sells). */
  onSell: (match: CatalogMatch) => void;
  /** 'Proponer variante' on a match the shop sells. */
  onProposeVariant: (match: CatalogMatch) => void;
  /** Shown under the results once a search has run (the way to a new product). */
  footer: ReactNode;
}

/** Finds the product in the catalogue before listing it (decision 0028): sell it, or create it when absent. */
export function CatalogueSearch({ onSell, onProposeVariant, footer }: CatalogueSearchProps) {
  const [input, setInput] = useState('');
  const [text, setText] = useState('');
  const { matches, isFetching, error } = useCatalogueMatches(text);

  const search = (event: FormEvent) => {
    event.preventDefault();
    setText(input.trim());
  };

  let results: ReactNode = null;
  if (text === '') {
    results = null;
  } else if (isFetching) {
    results = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label="Buscando en el catálogo" />
      </Box>
    );
  } else if (error) {
    results = <Alert severity="error">{errorMessage(error, 'No se pudo buscar en el catálogo')}</Alert>;
  } else if (matches.length === 0) {
    results = (
      <Alert severity="info" role="status">
        No encontramos ese producto en el catálogo
      </Alert>
    );
  } else {
    results = (
      <Stack component="ul" aria-label="Productos del catálogo" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {matches.map((match) => (
          <MatchCard
            key={match.productId}
            match={match}
            onSell={onSell}
            onProposeVariant={onProposeVariant}
          />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack
        component="form"
        role="search"
        aria-label="Buscar en el catálogo"
        onSubmit={search}
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ maxWidth: 900, alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Busca el producto por nombre o número de modelo"
          fullWidth
          value={input}
          onChange={(event) => setInput(event.target.value)}
          helperText="Si otra tienda ya lo vende, publícalo sobre el mismo producto"
          slotProps={{ htmlInput: { type: 'search', maxLength: 200 } }}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<Search />}
          disabled={input.trim() === ''}
          sx={{ height: 56, flexShrink: 0 }}
        >
          Buscar
        </Button>
      </Stack>
      {results}
      {text !== '' && !isFetching && footer}
    </Stack>
  );
}

function MatchCard({
  match,
  onSell,
  onProposeVariant,
}: { match: CatalogMatch } & Pick<CatalogueSearchProps, 'onSell' | 'onProposeVariant'>) {
  const maker = [match.brand, match.modelNumber].filter(Boolean).join(' · ');
  const myOfferId = match.myOfferIds[0];
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={match.title}
      sx={{
        listStyle: 'none',
        p: 2,
        maxWidth: 900,
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '72px 1fr', sm: '72px 1fr auto' },
      }}
    >
      <ProductThumbnail src={match.image} size={72} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {match.title}
        </Typography>
        {maker && (
          <Typography variant="body2" color="text.secondary">
            {maker}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {match.category.name}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {sellersText(match)}
        </Typography>
      </Box>
      <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
        {myOfferId === undefined ? (
          <Button variant="contained" onClick={() => onSell(match)} sx={{ width: { xs: 1, sm: 'auto' } }}>
            Vender este producto
          </Button>
        ) : (
          <Stack spacing={1}>
            <Button
              component={Link}
              to={paths.sellerUpdateProduct.getHref(myOfferId)}
              variant="outlined"
              startIcon={<EditOutlined />}
              sx={{ width: { xs: 1, sm: 'auto' } }}
            >
              Ya lo vendes
            </Button>
            {/* A shop selling one variant may sell the others, or propose one that is missing. */}
            {match.variants.length > 0 && (
              <Button size="small" onClick={() => onSell(match)}>
                Vender otra variante
              </Button>
            )}
            {match.variantAxes.length > 0 && (
              <Button size="small" onClick={() => onProposeVariant(match)}>
                Proponer variante
              </Button>
            )}
          </Stack>
        )}
      </Box>
    </Paper>
  );
}
