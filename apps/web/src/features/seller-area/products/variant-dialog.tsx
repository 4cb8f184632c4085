import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CatalogMatch,
  specAttributesOf,
  VARIANT_MESSAGES,
  VariantBody,
  type VariantProposalResponse,
} from '@tecnobazar/shared';
import { type FormEvent, useId, useState } from 'react';
import { useProposeVariantMutation } from '@/api/seller-products';
import { errorMessage } from '@/lib/errors';
import { readNumber } from '@/lib/read-number';

/** Each axis the new variant names, with the label and unit of the category's attribute. */
function axesOf(product: CatalogMatch) {
  const level2 = product.category.parentCategoryId ?? product.category.categoryId;
  const attributes = specAttributesOf(level2);
  return product.variantAxes.map((key) => {
    const attribute = attributes.find((a) => a.key === key);
    return {
      key,
      label: key === 'color' ? 'Color' : (attribute?.label ?? key),
      number: attribute?.type === 'number',
      unit: attribute?.type === 'number' ? attribute.unit : undefined,
    };
  });
}

interface VariantDialogProps {
  /** A catalogue product the shop sells; the dialog stays mounted while it fades out. */
  product: CatalogMatch;
  open: boolean;
  onClose: () => void;
  /** The server's answer: published at once (trusted shop) or waiting for review, and its message. */
  onProposed: (answer: VariantProposalResponse) => void;
}

/**
 * 'Proponer variante' (decision 0028, step 6): another capacity, speed or size of a product the shop sells.
 * A trusted shop's is published at once; any other's waits in 'Aprobación de productos'. A product already
 * sold in variants asks for every axis they differ by; before it has any, the seller fills the one or ones
 * this variant changes.
 */
export function VariantDialog({ product, open, onClose, onProposed }: VariantDialogProps) {
  const titleId = useId();
  const axes = axesOf(product);
  const hasVariants = product.variants.length > 0;
  const [values, setValues] = useState<Record<string, string>>({});
  const [modelNumber, setModelNumber] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [propose, { isLoading }] = useProposeVariantMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const typed = Object.fromEntries(
      axes
        .map(({ key, number }) => [key, number ? readNumber(values[key] ?? '') : values[key]?.trim()])
        .filter(([, value]) => value !== undefined && value !== ''),
    );
    if (hasVariants && Object.keys(typed).length < axes.length) {
      setRefusal(VARIANT_MESSAGES.sameAxes);
      return;
    }
    const body = VariantBody.safeParse({ axes: typed, modelNumber });
    if (!body.success) {
      setRefusal(body.error.issues[0]!.message);
      return;
    }
    try {
      onProposed(await propose({ productId: product.productId, body: body.data }).unwrap());
    } catch (error) {
      setRefusal(errorMessage(error, 'No se pudo proponer la variante'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => !isLoading && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{
        paper: {
          component: 'form',
          onSubmit: submit,
          'aria-label': 'Proponer variante',
          ...({ noValidate: true } as object),
        },
      }}
    >
      <DialogTitle id={titleId}>Proponer variante</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {product.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {hasVariants
            ? `Se vende en ${product.variants.map((v) => v.label).join(', ')}. Indica la que falta; cada variante tiene sus propias publicaciones, precio y stock.`
            : 'Indica en qué se diferencia la variante de este producto; el producto como está pasa a ser la otra variante.'}
        </Typography>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {axes.map(({ key, label, number, unit }) => (
            <TextField
              key={key}
              label={label}
              fullWidth
              value={values[key] ?? ''}
              onChange={(event) => setValues((now) => ({ ...now, [key]: event.target.value }))}
              slotProps={{
                htmlInput: number ? { inputMode: 'decimal' } : { maxLength: 60 },
                input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : {},
              }}
            />
          ))}
          <TextField
            label="Número de modelo de la variante"
            fullWidth
            value={modelNumber}
            onChange={(event) => setModelNumber(event.target.value)}
            helperText="Opcional: con él otras tiendas la encuentran"
            slotProps={{ htmlInput: { maxLength: 60 } }}
            sx={{ gridColumn: { sm: '1 / -1' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          Proponer variante
        </Button>
      </DialogActions>
    </Dialog>
  );
}
