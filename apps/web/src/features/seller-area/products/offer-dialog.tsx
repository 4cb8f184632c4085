import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type CatalogMatch,
  DEFAULT_WARRANTY_MONTHS,
  OFFER_CONDITION_LABELS,
  OFFER_CONDITIONS,
  OfferBody,
  type OfferCondition,
  VARIANT_MESSAGES,
  WARRANTY_MONTHS_MAX,
} from '@tecnobazar/shared';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useAddSellerOfferMutation } from '@/api/seller-products';
import { errorMessage } from '@/lib/errors';
import { readNumber } from '@/lib/read-number';

/** What the form holds: the condition's select, and the numbers as typed. */
interface OfferFormValues {
  /** The variant's id as the select holds it; '' for a product without variants. */
  variantId: string;
  condition: OfferCondition;
  mrpPrice: string;
  sellingPrice: string;
  quantity: string;
  warrantyMonths: string;
}

const EMPTY: OfferFormValues = {
  variantId: '',
  condition: 'NUEVO',
  mrpPrice: '',
  sellingPrice: '',
  quantity: '',
  warrantyMonths: String(DEFAULT_WARRANTY_MONTHS),
};

/** The request body's own schema (the server's messages), after reading the numbers the Colombian way. */
const offerSchemaFor = (product: CatalogMatch) =>
  z
    .preprocess(
      (values: OfferFormValues) => ({
        productId: product.productId,
        ...(values.variantId !== '' && { variantId: Number(values.variantId) }),
        condition: values.condition,
        mrpPrice: readNumber(values.mrpPrice),
        sellingPrice: readNumber(values.sellingPrice),
        quantity: readNumber(values.quantity),
        warrantyMonths: readNumber(values.warrantyMonths),
      }),
      OfferBody,
    )
    // A product sold in variants: the offer sells one of them, as the server requires.
    .superRefine((body, ctx) => {
      if (product.variants.length > 0 && body.variantId === undefined)
        ctx.addIssue({ code: 'custom', message: VARIANT_MESSAGES.pick, path: ['variantId'] });
    });

interface OfferDialogProps {
  /** The catalogue product to sell; the dialog stays mounted while it fades out. */
  product: CatalogMatch;
  open: boolean;
  onClose: () => void;
  /** The publicación was created. */
  onCreated: () => void;
}

/**
 * 'Vender este producto' (decision 0028): the shop's own price, stock, condition and warranty for a
 * catalogue product. It never waits for approval; the server's refusal (409: already sold in that
 * condition) shows in the dialog.
 */
export function OfferDialog({ product, open, onClose, onCreated }: OfferDialogProps) {
  const titleId = useId();
  const [addOffer] = useAddSellerOfferMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => offerSchemaFor(product), [product]);
  const {
    control,
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OfferFormValues, unknown, OfferBody>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    setRefusal(null);
    try {
      await addOffer(body).unwrap();
      onCreated();
    } catch (error) {
      setRefusal(errorMessage(error, 'No se pudo crear la publicación'));
    }
  });
  const close = () => {
    if (!isSubmitting) onClose();
  };

  const priceField = (name: 'mrpPrice' | 'sellingPrice', label: string) => (
    <TextField
      label={label}
      fullWidth
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
      }}
    />
  );

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      // noValidate: the shared schema's messages, not the browser's (the paper's props are typed as a div's).
      slotProps={{
        paper: {
          component: 'form',
          onSubmit,
          'aria-label': 'Vender este producto',
          ...({ noValidate: true } as object),
        },
      }}
    >
      <DialogTitle id={titleId}>Vender este producto</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {product.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Tu publicación sale a la venta enseguida, sin esperar aprobación.
        </Typography>
        {refusal && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, pt: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {product.variants.length > 0 && (
            <Controller
              name="variantId"
              control={control}
              render={({ field: { ref, ...field }, fieldState }) => (
                <TextField
                  select
                  label="Variante"
                  fullWidth
                  {...field}
                  inputRef={ref}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? 'La que vendes: cada variante tiene su propio precio y stock'
                  }
                  sx={{ gridColumn: { sm: '1 / -1' } }}
                >
                  {product.variants.map((v) => (
                    <MenuItem key={v.id} value={String(v.id)}>
                      {v.label}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            name="condition"
            control={control}
            render={({ field: { ref, ...field }, fieldState }) => (
              <TextField
                select
                label="Condición"
                fullWidth
                {...field}
                inputRef={ref}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
                sx={{ gridColumn: { sm: '1 / -1' } }}
              >
                {OFFER_CONDITIONS.map((condition) => (
                  <MenuItem key={condition} value={condition}>
                    {OFFER_CONDITION_LABELS[condition]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          {priceField('mrpPrice', 'Precio Sugerido')}
          {priceField('sellingPrice', 'Precio de Venta')}
          <TextField
            label="Cantidad"
            fullWidth
            {...register('quantity')}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Garantía (meses)"
            fullWidth
            {...register('warrantyMonths')}
            error={Boolean(errors.warrantyMonths)}
            helperText={errors.warrantyMonths?.message ?? `De 0 a ${WARRANTY_MONTHS_MAX} meses`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting}>
          Publicar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
