import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BUILD_NAME_MAX } from '@tecnobazar/shared/constants/limits';
import { type BuildSlot, slotOf } from '@tecnobazar/shared/specs/build-slots';
import { useState } from 'react';
import { CompatibilityFixes } from '@/components/compatibility-fixes';
import { CompatibilityNotice } from '@/components/compatibility-notice';
import { WithSummary } from '@/components/layout/with-summary';
import { Toast, useToast } from '@/components/toast';
import {
  DEFAULT_BUILD_NAME,
  useOpenBuild,
  withoutProduct,
  withProduct,
  withQuantity,
  withSwap,
} from '@/lib/build/open-build';
import { BuildSlots } from './build-slots';
import { BuildSummary } from './build-summary';
import { MyBuilds } from './my-builds';
import { PartPicker } from './part-picker';
import { ShareDialog } from './share-dialog';
import { useBuildActions } from './use-build-actions';
import { useBuildFigures } from './use-build-parts';

/**
 * "Arma tu PC" (issue 34): one slot per part type, each picking from the products in stock; the running
 * total, the estimated draw and how every part fits, with one-click fixes under a clash; saved to the
 * account (or as a link for a visitor), shared, and sent to the cart in one click across shops.
 */
export function BuilderPage() {
  const [build, keep] = useOpenBuild();
  const { notify, toastProps } = useToast();
  const [picking, setPicking] = useState<BuildSlot | null>(null);
  const { figures, loading, error } = useBuildFigures(build.parts);
  const actions = useBuildActions(build, keep, notify);
  const empty = build.parts.length === 0;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Arma tu PC
      </Typography>
      <Typography color="text.secondary" sx={{ mb: { xs: 2, md: 3 } }}>
        Elige cada parte entre los productos en existencia: te decimos si todo encaja, cuánto consume y cuánto
        cuesta, y lo compras de una vez aunque venga de varias tiendas.
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          No pudimos cargar las partes de tu armado.
        </Alert>
      )}
      <CompatibilityNotice
        result={figures.compatibility}
        warningTitle="Revisa la compatibilidad"
        compatibleText="Las partes de tu armado son compatibles entre sí"
        sx={{ mb: 2 }}
      />
      <CompatibilityFixes
        parts={figures.checked}
        result={figures.compatibility}
        swap={async (fix, product) => {
          keep(withSwap(build, fix.replaceId, product.id));
          notify('success', `Cambiamos la parte por «${product.title}»`);
        }}
      />
      <WithSummary>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <TextField
            label="Nombre del armado"
            value={build.name}
            onChange={(e) => keep({ ...build, name: e.target.value.slice(0, BUILD_NAME_MAX) })}
            onBlur={() => build.name.trim() || keep({ ...build, name: DEFAULT_BUILD_NAME })}
            size="small"
            fullWidth
          />
          <BuildSlots
            parts={build.parts}
            products={figures.products}
            loading={loading}
            actions={{
              pick: setPicking,
              remove: (productId) => keep(withoutProduct(build, productId)),
              setQuantity: (productId, quantity) => keep(withQuantity(build, productId, quantity)),
            }}
          />
        </Box>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 86 } }}>
          <BuildSummary figures={figures}>
            <Button
              variant="contained"
              size="large"
              startIcon={<AddShoppingCart />}
              disabled={empty || loading || actions.busy || figures.gone.length > 0}
              onClick={() => actions.addAllToCart()}
            >
              Agregar todo al carrito
            </Button>
            <Button
              variant="outlined"
              startIcon={<SaveOutlined />}
              disabled={empty || actions.busy}
              onClick={actions.saveBuild}
            >
              {build.id && build.mine ? 'Guardar cambios' : 'Guardar armado'}
            </Button>
            <Button
              variant="outlined"
              startIcon={<ShareOutlined />}
              disabled={empty || actions.busy}
              onClick={actions.share}
            >
              Compartir
            </Button>
            {!empty && (
              <Button color="inherit" onClick={() => keep({ name: DEFAULT_BUILD_NAME, parts: [] })}>
                Empezar otro armado
              </Button>
            )}
          </BuildSummary>
          <MyBuilds
            openId={build.id}
            onOpen={keep}
            onDeleted={(id) => id === build.id && keep({ name: build.name, parts: build.parts })}
            notify={notify}
          />
        </Box>
      </WithSummary>
      {picking && (
        <PartPicker
          slot={picking}
          parts={figures.checked}
          onClose={() => setPicking(null)}
          onPick={(product) => {
            keep(withProduct(build, picking.slot as never, product.id));
            setPicking(null);
            notify('success', `Agregamos «${product.title}» a ${slotOf(picking.slot)?.label ?? 'tu armado'}`);
          }}
        />
      )}
      {actions.shared && (
        <ShareDialog link={actions.shared} name={build.name} onClose={actions.closeShared} />
      )}
      <Toast {...toastProps} />
    </Container>
  );
}
