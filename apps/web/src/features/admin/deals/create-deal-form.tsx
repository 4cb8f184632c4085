import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { CreateDealBody } from '@tecnobazar/shared';
import { useForm } from 'react-hook-form';
import { type HomeTile, useCreateDealMutation } from '@/api/admin-home';
import type { Notify } from '@/components/toast';
import { DealFields, type DealFormValues, dealRefusal, dealSchema, EMPTY_DEAL } from './deal-form';

interface CreateDealFormProps {
  /** The DEALS tiles a deal may apply to: those without one. */
  categories: HomeTile[];
  /** Every DEALS tile already has its deal. */
  allTaken: boolean;
  notify: Notify;
  /** Called once the deal is created. */
  onCreated: () => void;
}

/**
 * 'Crear Oferta' (product.md#admin-area): a discount and a DEALS category; empties itself after 'Oferta
 * creada'.
 */
export function CreateDealForm({ categories, allTaken, notify, onCreated }: CreateDealFormProps) {
  const [createDeal] = useCreateDealMutation();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DealFormValues, unknown, CreateDealBody>({
    resolver: zodResolver(dealSchema),
    defaultValues: EMPTY_DEAL,
  });

  const submit = handleSubmit(async (body) => {
    try {
      await createDeal(body).unwrap();
      notify('success', 'Oferta creada');
      reset(EMPTY_DEAL);
      onCreated();
    } catch (error) {
      notify('error', dealRefusal(error, 'Failed to create deal', setError));
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 480 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label="Crear Oferta">
        {allTaken && (
          <Alert severity="info">
            Cada categoría de ofertas ya tiene su oferta: cámbiala o elimínala en la pestaña Oferta.
          </Alert>
        )}
        <DealFields
          control={control}
          register={register}
          errors={errors}
          categories={categories}
          disabled={isSubmitting}
        />
        <Box>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Crear Oferta
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
