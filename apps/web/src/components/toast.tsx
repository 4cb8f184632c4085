import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { type ReactNode, useCallback, useState } from 'react';

const TOAST_DURATION_MS = 6000;
/** Below the store's and the areas' top bars (70 px): a toast never hides the menu button or the cart. */
const TOAST_TOP = 78;

export type Notify = (severity: AlertColor, message: string, action?: ReactNode) => void;

interface ToastState {
  open: boolean;
  severity: AlertColor;
  message: string;
  /** A button or link shown after the message, e.g. "Ver carrito". */
  action?: ReactNode;
  /** Counts the messages: each one is a new Snackbar, with a full timer of its own (MUI's restarts only on opening). */
  shown: number;
}

/** State for one top-right toast; the message stays set while it fades out. */
export function useToast() {
  const [state, setState] = useState<ToastState>({ open: false, severity: 'success', message: '', shown: 0 });
  const notify: Notify = useCallback(
    (severity, message, action) =>
      setState((current) => ({ open: true, severity, message, action, shown: current.shown + 1 })),
    [],
  );
  const onClose = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { notify, toastProps: { ...state, onClose } };
}

export function Toast({
  open,
  severity,
  message,
  action,
  shown,
  onClose,
}: ToastState & { onClose: () => void }) {
  return (
    <Snackbar
      key={shown}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      // MUI sets its own `top` per breakpoint; this one wins at every width.
      sx={{ top: { xs: TOAST_TOP, sm: TOAST_TOP } }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {action ? (
          <Stack direction="row" spacing={1.5} alignItems="center" sx={{ flexWrap: 'wrap' }}>
            <span>{message}</span>
            {action}
          </Stack>
        ) : (
          message
        )}
      </Alert>
    </Snackbar>
  );
}
