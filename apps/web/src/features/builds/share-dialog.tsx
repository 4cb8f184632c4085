import ContentCopy from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FocusEvent, useState } from 'react';

/** The build's public link, to copy (or hand to the phone's share sheet). */
export function ShareDialog({ link, name, onClose }: { link: string; name: string; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // Without clipboard access the link stays selected in the field for the shopper to copy.
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="share-build-title">
      <DialogTitle id="share-build-title">Compartir armado</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Quien abra este enlace verá «{name}» con sus partes y precios de hoy, y podrá copiarlo o comprarlo.
        </DialogContentText>
        <TextField
          label="Enlace del armado"
          value={link}
          fullWidth
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (e: FocusEvent<HTMLInputElement>) => e.currentTarget.select(),
            },
          }}
        />
      </DialogContent>
      <DialogActions>
        {canShare && (
          <Button onClick={() => navigator.share({ title: name, url: link }).catch(() => {})}>Enviar</Button>
        )}
        <Button variant="contained" startIcon={<ContentCopy />} onClick={copy}>
          {copied ? 'Enlace copiado' : 'Copiar enlace'}
        </Button>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
