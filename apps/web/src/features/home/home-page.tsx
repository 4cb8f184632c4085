import Alert from '@mui/material/Alert';
import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useDeferredValue } from 'react';
import { useGetHomePageQuery } from '@/api/home';
import { ScreenReaderHeading } from '@/components/screen-reader-heading';
import { errorMessage } from '@/lib/errors';
import { DealsSection } from './deals-section';
import { HomeGrid, HomeGridSkeleton } from './home-grid';
import { SellBanner } from './sell-banner';
import { ShopByCategory } from './shop-by-category';

export function HomePage() {
  const { data: answer, isLoading, error } = useGetHomePageQuery();
  // Drawn in a background render that yields to the browser: one long task on a slow phone otherwise.
  const data = useDeferredValue(answer);

  return (
    <>
      <Backdrop open={isLoading} sx={{ zIndex: (theme) => theme.zIndex.appBar + 1, color: 'common.white' }}>
        <CircularProgress color="inherit" aria-label="Cargando" />
      </Backdrop>
      {/* At least a screen high, so the footer does not show first and then jump down. */}
      <Container maxWidth="xl" sx={{ py: { xs: 2, md: 4 }, minHeight: '100vh' }}>
        <ScreenReaderHeading>TecnoBazar: hardware de computador</ScreenReaderHeading>
        {!data && !error && <HomeGridSkeleton />}
        {error && <Alert severity="error">{errorMessage(error, 'Failed to fetch home page data')}</Alert>}
        {data && (
          <Stack spacing={{ xs: 5, md: 8 }}>
            <HomeGrid items={data.grid} />
            <ShopByCategory categories={data.shopByCategories} />
            <SellBanner />
            <DealsSection deals={data.deals} />
          </Stack>
        )}
      </Container>
    </>
  );
}
