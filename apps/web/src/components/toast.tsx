import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

const TOAST_DURATION_MS = 6000;

export type Notify = (severity: AlertColor, message: string) => void;

interface ToastState {
  open: boolean;
  severity: AlertColor;
  message: string;
}

/** State for one top-right toast; the message stays set while it fades out. */
export function useToast() {
  const [state, setState] = useState<ToastState>({ open: false, severity: 'success', message: '' });
  const notify: Notify = useCallback((severity, message) => setState({ open: true, severity, message }), []);
  const onClose = useCallback(() => setState((current) => ({ ...current, open: false })), []);
  return { notify, toastProps: { ...state, onClose } };
}

export function Toast({ open, severity, message, onClose }: ToastState & { onClose: () => void }) {
  return (
    <Snackbar
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert severity={severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {message}
      </Alert>
    </Snackbar>
  );
}
