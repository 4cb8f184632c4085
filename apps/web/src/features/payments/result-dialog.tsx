import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** Dialogs are 400 px wide, narrower screens keep a margin (product.md#numbers). */
const MODAL_WIDTH = 400;

interface ResultDialogProps {
  title: string;
  text: string;
  icon: ReactNode;
  actionLabel: string;
  actionTo: string;
}

/** The payment's outcome; it stays until the buyer follows its button. */
export function ResultDialog({ title, text, icon, actionLabel, actionTo }: ResultDialogProps) {
  return (
    <Dialog
      open
      aria-labelledby="payment-result-title"
      aria-describedby="payment-result-text"
      slotProps={{
        paper: { sx: { width: MODAL_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2, textAlign: 'center' } },
      }}
    >
      <DialogTitle id="payment-result-title" sx={{ pt: 3 }}>
        {icon}
        <Typography component="span" variant="h6" sx={{ display: 'block', fontWeight: 700 }}>
          {title}
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Typography id="payment-result-text" color="text.secondary">
          {text}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button component={RouterLink} to={actionTo} variant="contained">
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
