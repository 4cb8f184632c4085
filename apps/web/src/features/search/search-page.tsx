import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSearchProductsQuery } from '@/api/search';
import { PageLoader } from '@/components/page-loader';
import { BuildFitChip, useBuildFit } from '@/components/product/build-fit-chip';
import { ProductGrid } from '@/components/product/product-grid';
import { ScreenReaderHeading } from '@/components/screen-reader-heading';
import { errorMessage } from '@/lib/errors';

export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The query lives in the address (`?q=`), so Back returns to the previous search.
  const query = searchParams.get('q')?.trim() ?? '';
  const [text, setText] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  if (query !== shownQuery) {
    // Back or a link changed the query: the box follows it.
    setShownQuery(query);
    setText(query);
  }

  const { currentData: results, isFetching, error } = useSearchProductsQuery(query || skipToken);
  // With a PC build open, each result says how it fits it, and the fitting ones can be kept alone.
  const fitOf = useBuildFit();
  const [onlyFitting, setOnlyFitting] = useState(false);
  const fits = results?.products.filter((p) => fitOf(p) === 'compatible').length ?? 0;
  const related = results?.products.some((p) => fitOf(p) !== undefined) ?? false;

  const body = () => {
    if (isFetching && !results) return <PageLoader />;
    if (error) return <Alert severity="error">{errorMessage(error, 'Failed to search products')}</Alert>;
    if (results && results.products.length > 0)
      return (
        <>
          {results.searchedFor && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {`Mostrando resultados para "${results.searchedFor}"`}
            </Typography>
          )}
          {related && (
            <FormControlLabel
              control={<Switch checked={onlyFitting} onChange={(_event, on) => setOnlyFitting(on)} />}
              label={`Solo compatibles con tu armado (${fits})`}
              sx={{ mb: 2 }}
            />
          )}
          <ProductGrid
            products={
              related && onlyFitting
                ? results.products.filter((p) => fitOf(p) === 'compatible')
                : results.products
            }
            columns={{ xs: 2, md: 3, lg: 4 }}
            cardFooter={(product) => <BuildFitChip status={fitOf(product)} />}
          />
        </>
      );
    return (
      <Box sx={{ py: 8, textAlign: 'center' }}>
        <Typography variant="h5" component="p" color="text.secondary">
          Search Product Here
        </Typography>
        {query && results && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {`No se encontraron productos para "${query}"`}
          </Typography>
        )}
      </Box>
    );
  };

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 } }}>
      <ScreenReaderHeading>Buscar productos</ScreenReaderHeading>
      <Box
        component="form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          const next = text.trim();
          if (next !== query) setSearchParams(next ? { q: next } : {});
        }}
        sx={{ maxWidth: 640, mx: 'auto', mb: { xs: 3, md: 4 } }}
      >
        <TextField
          label="Search Product..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          fullWidth
          autoFocus
          slotProps={{
            htmlInput: { enterKeyHint: 'search', maxLength: 200 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon color="action" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {body()}
    </Container>
  );
}
