import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ContentCopy from '@mui/icons-material/ContentCopy';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { BuildResponse } from '@tecnobazar/shared';
import { useNavigate, useParams } from 'react-router';
import { useGetBuildQuery } from '@/api/builds';
import { CompatibilityNotice } from '@/components/compatibility-notice';
import { WithSummary } from '@/components/layout/with-summary';
import { NotFoundPage } from '@/components/not-found-page';
import { PageLoader } from '@/components/page-loader';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { type OpenBuild, useOpenBuild } from '@/lib/build/open-build';
import { errorMessage } from '@/lib/errors';
import { BuildSlots } from './build-slots';
import { BuildSummary } from './build-summary';
import { snapshot, useBuildActions } from './use-build-actions';
import { buildFigures } from './use-build-parts';

/** A saved build's public page (`/armados/{id}`): its parts as sold today, to copy, edit or buy. */
export function SharedBuildPage() {
  const { buildId = '' } = useParams();
  const { currentData: build, error, isFetching } = useGetBuildQuery(buildId);
  if (error && 'status' in error && (error.status === 404 || error.status === 400)) return <NotFoundPage />;
  if (error) {
    return (
      <Container sx={{ py: 5 }}>
        <Alert severity="error">{errorMessage(error, 'No pudimos abrir el armado')}</Alert>
      </Container>
    );
  }
  if (!build) return isFetching ? <PageLoader /> : null;
  return <SharedBuild build={build} />;
}

function SharedBuild({ build }: { build: BuildResponse }) {
  const navigate = useNavigate();
  const [open, keep] = useOpenBuild();
  const { notify, toastProps } = useToast();
  const actions = useBuildActions(open, keep, notify);
  const figures = buildFigures(build.parts, build.products);
  const openInBuilder = (next: OpenBuild) => {
    keep(next);
    navigate(paths.builder);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <title>{`${build.name} · Arma tu PC · TecnoBazar`}</title>
      <Typography variant="overline" color="text.secondary">
        Armado compartido
      </Typography>
      <Typography
        variant="h5"
        component="h1"
        sx={{ fontWeight: 600, mb: { xs: 2, md: 3 }, overflowWrap: 'anywhere' }}
      >
        {build.name}
      </Typography>
      <CompatibilityNotice
        result={figures.compatibility}
        warningTitle="Revisa la compatibilidad"
        compatibleText="Las partes de este armado son compatibles entre sí"
        sx={{ mb: 2 }}
      />
      {figures.gone.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {figures.gone.length === 1
            ? 'Una de sus partes ya no está a la venta.'
            : `${figures.gone.length} de sus partes ya no están a la venta.`}
        </Alert>
      )}
      <WithSummary>
        <BuildSlots parts={build.parts} products={figures.products} />
        <BuildSummary figures={figures}>
          <Button
            variant="contained"
            size="large"
            startIcon={<AddShoppingCart />}
            disabled={actions.busy}
            onClick={() =>
              actions.addAllToCart(build.parts.filter((p) => figures.products.get(p.productId)?.in_stock))
            }
          >
            Agregar todo al carrito
          </Button>
          {build.mine ? (
            <Button
              variant="outlined"
              startIcon={<EditOutlined />}
              onClick={() =>
                openInBuilder({
                  id: build.id,
                  mine: true,
                  name: build.name,
                  parts: build.parts,
                  savedAs: snapshot(build),
                })
              }
            >
              Editar
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<ContentCopy />}
              onClick={() => openInBuilder({ name: build.name, parts: build.parts })}
            >
              Copiar a mi armado
            </Button>
          )}
        </BuildSummary>
      </WithSummary>
      <Toast {...toastProps} />
    </Container>
  );
}
