import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { MailPreferencesResponse } from '@tecnobazar/shared';
import { useId, useState } from 'react';
import type { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/errors';

/**
 * The optional mails of an account, each with a switch that saves at once. The mails that carry money, a
 * deadline or a legal term always go; `always` says which those are.
 */
export function MailPreferences({
  preferences,
  always,
  save,
  notify,
}: {
  preferences: MailPreferencesResponse['preferences'] | undefined;
  always: string;
  /** Saves one switch; rejects with the server's refusal. */
  save: (kind: string, enabled: boolean) => Promise<unknown>;
  notify: ReturnType<typeof useToast>['notify'];
}) {
  const titleId = useId();
  const [saving, setSaving] = useState(false);
  const change = async (kind: string, enabled: boolean) => {
    setSaving(true);
    try {
      await save(kind, enabled);
      notify('success', 'Preferencias de correo guardadas');
    } catch (error) {
      notify('error', errorMessage(error, 'No se pudieron guardar tus preferencias de correo'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ fontSize: 18 }}>
        Correos que recibes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {always} Estos puedes desactivarlos:
      </Typography>
      {!preferences ? (
        <Typography>Cargando...</Typography>
      ) : (
        <Stack spacing={1}>
          {preferences.map((p) => (
            <FormControlLabel
              key={p.kind}
              sx={{ alignItems: 'flex-start', m: 0, gap: 1 }}
              control={
                <Switch
                  checked={p.enabled}
                  disabled={saving}
                  onChange={(event) => change(p.kind, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': `${titleId}-${p.kind}` } }}
                />
              }
              label={
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500, mt: 1 }}>
                    {p.label}
                  </Typography>
                  <Typography
                    id={`${titleId}-${p.kind}`}
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                  >
                    {p.description}
                  </Typography>
                </span>
              }
            />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
