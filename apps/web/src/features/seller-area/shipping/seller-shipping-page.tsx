import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DEPARTMENTS, ShippingRatesBody, type ShippingRatesResponse } from '@tecnobazar/shared';
import { type FormEvent, useState } from 'react';
import { useGetShippingRatesQuery, useSaveShippingRatesMutation } from '@/api/seller-shipping';
import { Toast, useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { formatPrice } from '@/lib/format-price';

/** What the form holds: the inputs' text; an empty department keeps the general rate. */
interface Draft {
  defaultRate: string;
  freeShippingFrom: string;
  departments: Record<string, string>;
}

const draftOf = (rates: ShippingRatesResponse): Draft => ({
  defaultRate: String(rates.defaultRate),
  freeShippingFrom: rates.freeShippingFrom === null ? '' : String(rates.freeShippingFrom),
  departments: Object.fromEntries(rates.departments.map((d) => [d.department, String(d.rate)])),
});

const pesos = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

/**
 * 'Envíos': what the shop charges to ship an order to each department. A general rate, the departments
 * that cost more or less, and free shipping from an amount; the cart charges the buyer's department's rate.
 */
export function SellerShippingPage() {
  const { data: rates, isLoading, error } = useGetShippingRatesQuery();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        Envíos
      </Typography>
      {isLoading ? (
        <Typography>Cargando...</Typography>
      ) : error || !rates ? (
        <Alert severity="error">No se pudieron cargar tus tarifas de envío.</Alert>
      ) : (
        <RatesForm rates={rates} />
      )}
    </Stack>
  );
}

function RatesForm({ rates }: { rates: ShippingRatesResponse }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rates));
  const [problem, setProblem] = useState<string | null>(null);
  const [save, { isLoading: saving }] = useSaveShippingRatesMutation();
  const { notify, toastProps } = useToast();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ShippingRatesBody.safeParse({
      defaultRate: draft.defaultRate.trim() === '' ? undefined : draft.defaultRate,
      freeShippingFrom: draft.freeShippingFrom.trim(),
      departments: Object.entries(draft.departments)
        .filter(([, rate]) => rate.trim() !== '')
        .map(([department, rate]) => ({ department, rate })),
    });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? 'Revisa las tarifas');
      return;
    }
    setProblem(null);
    try {
      const saved = await save(parsed.data).unwrap();
      setDraft(draftOf(saved));
      notify('success', 'Tarifas de envío guardadas');
    } catch (err) {
      notify('error', errorMessage(err, 'No se pudieron guardar tus tarifas de envío'));
    }
  };

  const general = Number(draft.defaultRate) || 0;
  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={2}>
        {!rates.configured && (
          <Alert severity="info">
            {`Aún no has definido tus tarifas: cobras la tarifa de la tienda, ${formatPrice(rates.defaultRate)} a cualquier departamento.`}
          </Alert>
        )}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
            <TextField
              label="Tarifa general"
              value={draft.defaultRate}
              onChange={(e) => setDraft({ ...draft, defaultRate: e.target.value })}
              helperText="La cobras en los departamentos sin tarifa propia"
              slotProps={{ ...pesos, htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
            <TextField
              label="Envío gratis desde"
              value={draft.freeShippingFrom}
              onChange={(e) => setDraft({ ...draft, freeShippingFrom: e.target.value })}
              helperText="Compras en tu tienda desde este monto (antes de cupones). Vacío: nunca"
              slotProps={{ ...pesos, htmlInput: { inputMode: 'numeric' } }}
              fullWidth
            />
          </Stack>
        </Paper>
        <Paper variant="outlined" component="section" aria-label="Tarifas por departamento" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 18 }}>
            Tarifas por departamento
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Deja vacío un departamento para cobrar la tarifa general.
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' },
            }}
          >
            {DEPARTMENTS.map((d) => (
              <TextField
                key={d.code}
                size="small"
                label={d.name}
                value={draft.departments[d.code] ?? ''}
                placeholder={String(general)}
                onChange={(e) =>
                  setDraft({ ...draft, departments: { ...draft.departments, [d.code]: e.target.value } })
                }
                slotProps={{ ...pesos, htmlInput: { inputMode: 'numeric' } }}
              />
            ))}
          </Box>
        </Paper>
        {problem && <Alert severity="error">{problem}</Alert>}
        <Button type="submit" variant="contained" loading={saving} sx={{ alignSelf: 'flex-start' }}>
          Guardar tarifas
        </Button>
      </Stack>
      <Toast {...toastProps} />
    </Box>
  );
}
