import AddCircleOutline from '@mui/icons-material/AddCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CatalogMatch, CreateProductBody, VariantProposalResponse } from '@tecnobazar/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateSellerProductMutation } from '@/api/seller-products';
import { Toast, useToast } from '@/components/toast';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/errors';
import { CatalogueSearch } from './catalogue-search';
import { OfferDialog } from './offer-dialog';
import { ProductForm } from './product-form';
import type { ProductsNotice } from './seller-products-page';
import { VariantDialog } from './variant-dialog';

/**
 * 'Agregar Producto' (decision 0028): the catalogue search first, so a shop sells the product another shop
 * already listed ('Vender este producto') instead of repeating it; 'Crear un producto nuevo' opens the form.
 */
export function AddProductPage() {
  const [createProduct] = useCreateSellerProductMutation();
  const { notify, toastProps } = useToast();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  // The product stays set while the dialog fades out, so its text does not change as it closes.
  const [toSell, setToSell] = useState<CatalogMatch | null>(null);
  const [sellOpen, setSellOpen] = useState(false);
  const [toVary, setToVary] = useState<CatalogMatch | null>(null);
  const [varyOpen, setVaryOpen] = useState(false);

  const onSubmit = async (body: CreateProductBody) => {
    try {
      const created = await createProduct(body).unwrap();
      // A shop that is not trusted waits for 'Aprobación de productos' (decision 0028).
      notify(
        'success',
        created.approval?.status === 'PENDING'
          ? 'Producto enviado a revisión: lo verás publicado cuando TecnoBazar lo apruebe'
          : 'Producto creado con éxito',
      );
      return true;
    } catch (error) {
      notify('error', errorMessage(error, 'Failed to create product'));
      return false;
    }
  };

  const sell = (match: CatalogMatch) => {
    setToSell(match);
    setSellOpen(true);
  };
  const sold = () => {
    setSellOpen(false);
    const notice: ProductsNotice = { notice: 'Publicación creada con éxito' };
    navigate(paths.sellerProducts, { state: notice });
  };

  const proposeVariant = (match: CatalogMatch) => {
    setToVary(match);
    setVaryOpen(true);
  };
  const proposed = (answer: VariantProposalResponse) => {
    setVaryOpen(false);
    notify('success', answer.message);
  };

  const createButton = (
    <Box>
      <Button
        variant="outlined"
        size="large"
        startIcon={<AddCircleOutline />}
        onClick={() => setCreating(true)}
        sx={{ width: { xs: 1, sm: 'auto' } }}
      >
        Crear un producto nuevo
      </Button>
    </Box>
  );

  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Agregar Producto
      </Typography>
      <CatalogueSearch
        onSell={sell}
        onProposeVariant={proposeVariant}
        footer={creating ? null : createButton}
      />
      {creating && <ProductForm mode="add" onSubmit={onSubmit} />}
      {toSell && (
        <OfferDialog
          key={toSell.productId}
          product={toSell}
          open={sellOpen}
          onClose={() => setSellOpen(false)}
          onCreated={sold}
        />
      )}
      {toVary && (
        <VariantDialog
          key={toVary.productId}
          product={toVary}
          open={varyOpen}
          onClose={() => setVaryOpen(false)}
          onProposed={proposed}
        />
      )}
      <Toast {...toastProps} />
    </Stack>
  );
}
