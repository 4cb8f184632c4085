import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  CreateReturnBody,
  RETURN_REASONS,
  type ReturnEligibility,
  type ReturnKind,
  type ReturnReason,
  WARRANTY_REASONS,
} from '@tecnobazar/shared';
import { RETURN_PHOTOS_MAX } from '@tecnobazar/shared/constants/limits';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useCreateReturnMutation } from '@/api/returns';
import { ImageUploadField } from '@/components/image-upload/image-upload-field';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

type Line = ReturnEligibility['lines'][number];

interface FormValues {
  orderItemId: number;
  quantity: number;
  /** Empty until one is chosen: the schema then says 'Elige un motivo de la lista'. */
  reason: ReturnReason | '';
  description: string;
  photos: string[];
}

/** The shared body, checked by its own schema: the form's one line becomes `items`. */
const schemaFor = (kind: ReturnKind) =>
  z.preprocess(
    ({ orderItemId, quantity, reason, description, photos }: FormValues) => ({
      kind,
      reason: reason || undefined,
      description,
      photos,
      items: [{ orderItemId, quantity }],
    }),
    CreateReturnBody,
  );

const TEXT = {
  RETURN: { title: 'Devolver un producto', intro: 'Cuéntanos qué devuelves y por qué.' },
  WARRANTY: {
    title: 'Pedir la garantía',
    intro: 'La garantía cubre defectos: cuéntanos qué falla y, si puedes, agrega fotos.',
  },
} as const;

interface ReturnRequestDialogProps {
  orderId: number;
  kind: ReturnKind;
  /** The order's lines that may be asked for with `kind` now (with units left). */
  lines: Line[];
  notify: Notify;
  onClose: () => void;
}

/** The buyer's request: which product and how many units, the reason, a description and photos. */
export function ReturnRequestDialog({ orderId, kind, lines, notify, onClose }: ReturnRequestDialogProps) {
  const titleId = useId();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const [uploading, setUploading] = useState(false);
  const [createReturn] = useCreateReturnMutation();
  const first = lines[0];
  const {
    register,
    control,
    watch,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, CreateReturnBody>({
    resolver: zodResolver(schemaFor(kind)),
    defaultValues: {
      orderItemId: first?.orderItemId ?? 0,
      quantity: 1,
      reason: '',
      description: '',
      photos: [],
    },
  });
  const line = lines.find((l) => l.orderItemId === watch('orderItemId')) ?? first;
  const reasons = (Object.keys(RETURN_REASONS) as ReturnReason[]).filter(
    (reason) => kind === 'RETURN' || WARRANTY_REASONS.includes(reason),
  );
  const busy = isSubmitting || uploading;

  const submit = handleSubmit(async (body) => {
    try {
      await createReturn({ orderId, body }).unwrap();
      notify('success', 'Solicitud enviada. El vendedor te responderá pronto.');
      onClose();
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudo enviar la solicitud'));
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', onSubmit: submit, ...({ noValidate: true } as object) } }}
    >
      <DialogTitle id={titleId}>{`${TEXT[kind].title} · Pedido #${orderId}`}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{TEXT[kind].intro}</DialogContentText>
        <Stack spacing={2}>
          {lines.length > 1 ? (
            <TextField
              select
              label="Producto"
              value={line?.orderItemId ?? ''}
              onChange={(event) => {
                setValue('orderItemId', Number(event.target.value));
                setValue('quantity', 1);
              }}
            >
              {lines.map((l) => (
                <MenuItem key={l.orderItemId} value={l.orderItemId}>
                  {l.productName}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Typography sx={{ fontWeight: 500 }}>{first?.productName}</Typography>
          )}
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <TextField
                select
                label="Unidades"
                value={field.value}
                onChange={(event) => field.onChange(Number(event.target.value))}
                // The choices stop at the units left, so the schema's item rules always hold here.
                helperText={line && `De ${line.quantity} compradas, puedes incluir hasta ${line.returnable}`}
              >
                {Array.from({ length: line?.returnable ?? 1 }, (_, i) => i + 1).map((n) => (
                  <MenuItem key={n} value={n}>
                    {n}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <TextField
                select
                label="Motivo"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                error={Boolean(errors.reason)}
                helperText={errors.reason?.message}
              >
                {reasons.map((reason) => (
                  <MenuItem key={reason} value={reason}>
                    {RETURN_REASONS[reason]}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label="Descripción"
            multiline
            minRows={3}
            {...register('description')}
            error={Boolean(errors.description)}
            helperText={errors.description?.message ?? 'Qué pasó con el producto (opcional)'}
          />
          <Controller
            control={control}
            name="photos"
            render={({ field }) => (
              <ImageUploadField
                value={field.value}
                onChange={field.onChange}
                max={RETURN_PHOTOS_MAX}
                label="Agregar foto"
                error={errors.photos?.message}
                disabled={isSubmitting}
                onUploadingChange={setUploading}
              />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" loading={isSubmitting} disabled={busy}>
          Enviar solicitud
        </Button>
      </DialogActions>
    </Dialog>
  );
}
