import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useRenewSellerVerificationMutation, useVerifySellerEmailMutation } from '@/api/sellers';
import { paths } from '@/config/paths';
import { errorMessage, isConflict } from '@/lib/errors';

const statusOf = (error: unknown) => (error as { status?: unknown } | undefined)?.status;

/**
 * The e-mailed link's page: it verifies on load. A link that expired offers a new one in one click: it
 * knows the address it was sent to, and only that mailbox holds it.
 */
export function VerifySellerPage() {
  const { otp = '' } = useParams();
  const navigate = useNavigate();
  const [verifySellerEmail, verification] = useVerifySellerEmailMutation();
  const [renew, renewal] = useRenewSellerVerificationMutation();
  // The code is single use: submit it once even when React runs the effect twice in development.
  const submitted = useRef(false);

  useEffect(() => {
    if (submitted.current) return;
    submitted.current = true;
    verifySellerEmail(otp)
      .unwrap()
      .then(() => navigate(paths.sellerAccountVerified, { replace: true }))
      .catch(() => {
        // The error is shown from the mutation state below.
      });
  }, [otp, verifySellerEmail, navigate]);

  const signIn = (
    <Button component={RouterLink} to={paths.becomeSeller} variant="contained">
      Inicio como Vendedor
    </Button>
  );
  const renewStatus = statusOf(renewal.error);

  let content: ReactNode;
  if (!verification.isError) {
    content = (
      <Typography align="center" color="text.secondary">
        Verificando tu correo electrónico...
      </Typography>
    );
  } else if (isConflict(verification.error) || renewStatus === 409 || renewStatus === 400) {
    // Already verified (this link was used, or another one), or a link we never sent: signing in is
    // the way on, and for an unverified seller it mails a new link.
    const said = renewal.isError ? renewal.error : verification.error;
    content = (
      <>
        <Alert severity="info" sx={{ width: '100%' }}>
          {errorMessage(said, 'Failed to verify OTP')}
        </Alert>
        {signIn}
      </>
    );
  } else if (renewal.isSuccess) {
    content = (
      <Alert severity="success" sx={{ width: '100%' }}>
        {renewal.data.message}
      </Alert>
    );
  } else {
    // Expired or not valid (400): a new link is one click away. Anything else (the server or the network
    // failing) is only said.
    content = (
      <>
        <Alert severity="error" sx={{ width: '100%' }}>
          {errorMessage(verification.error, 'Failed to verify OTP')}
        </Alert>
        {renewal.isError && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            {errorMessage(renewal.error, 'Failed to send OTP')}
          </Alert>
        )}
        {statusOf(verification.error) === 400 && (
          <Button variant="contained" loading={renewal.isLoading} onClick={() => renew(otp)}>
            Enviarme un enlace nuevo
          </Button>
        )}
      </>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        {content}
      </Stack>
    </Container>
  );
}
