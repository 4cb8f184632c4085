import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type BaseSyntheticEvent, type ReactNode, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ReasonDialogProps {
  open?: boolean;
  title: string;
  /** What will happen. */
  text?: ReactNode;
  /** The reason's field: its label, the form's registration, its error and the hint shown without one. */
  fieldLabel: string;
  field: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Rows of a field of several lines; without it, a one-line field. */
  minRows?: number;
  cancelLabel: string;
  submitLabel: string;
  submitColor?: 'error' | 'primary';
  /** The request is under way: the field and 'Cancelar' wait, the button spins, the dialog stays. */
  busy: boolean;
  /** A react-hook-form `handleSubmit(...)`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  onClose: () => void;
  /** Inside the dialog, after the buttons (e.g. its own toast). */
  children?: ReactNode;
}

/** A dialog that asks why before an action (reject a payout, hide or report a review): one text field, two buttons. */
export function ReasonDialog({
  open = true,
  title,
  text,
  fieldLabel,
  field,
  error,
  hint,
  required,
  minRows,
  cancelLabel,
  submitLabel,
  submitColor = 'primary',
  busy,
  onSubmit,
  onClose,
  children,
}: ReasonDialogProps) {
  const titleId = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      // noValidate: the shared schema's messages, not the browser's, say what is missing (the paper's props
      // are typed as a div's, which has no noValidate).
      slotProps={{ paper: { component: 'form', onSubmit, ...({ noValidate: true } as object) } }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text !== undefined && (
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>{text}</DialogContentText>
        )}
        <TextField
          label={fieldLabel}
          required={required}
          autoFocus
          fullWidth
          multiline={minRows !== undefined}
          minRows={minRows}
          margin="dense"
          disabled={busy}
          {...field}
          error={Boolean(error)}
          helperText={error ?? hint}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" variant="contained" color={submitColor} loading={busy}>
          {submitLabel}
        </Button>
      </DialogActions>
      {children}
    </Dialog>
  );
}
