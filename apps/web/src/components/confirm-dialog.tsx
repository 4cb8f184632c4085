import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "¿Eliminar el cupón?": it names the dialog. */
  title: string;
  /** What will happen. */
  text: ReactNode;
  /** The confirming button, red: 'Eliminar' unless told. */
  confirmLabel?: string;
  /** The request is under way: the confirming button spins, 'Cancelar' waits. */
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Clicking outside or Escape does nothing while busy. */
  stayWhileBusy?: boolean;
  actionsSx?: SxProps<Theme>;
  /** Inside the dialog, after the buttons (e.g. a toast that must show over it). */
  children?: ReactNode;
}

/** "Are you sure?" before a destructive action: 'Cancelar' and a red confirming button. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel = 'Eliminar',
  busy,
  onConfirm,
  onClose,
  stayWhileBusy = false,
  actionsSx,
  children,
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={stayWhileBusy && busy ? undefined : onClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={actionsSx}>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
      {children}
    </Dialog>
  );
}
