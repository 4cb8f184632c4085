import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

const RESEND_WAIT_SECONDS = 30;

/**
 * Shown once a code (or a link: `label`) was sent: counts down before another may be asked for.
 * `onResend` resolves to true when a new one went out, which restarts the countdown.
 */
export function ResendOtp({
  onResend,
  label = 'Reenviar OTP',
}: {
  onResend: () => Promise<boolean>;
  label?: string;
}) {
  const [secondsLeft, setSecondsLeft] = useState(RESEND_WAIT_SECONDS);

  useEffect(() => {
    if (secondsLeft === 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  if (secondsLeft > 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {`${label} en ${secondsLeft} segundos`}
      </Typography>
    );
  }
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={async () => {
        if (await onResend()) setSecondsLeft(RESEND_WAIT_SECONDS);
      }}
    >
      {label}
    </Link>
  );
}
