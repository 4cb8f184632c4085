import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useVerifySellerEmailMutation } from '@/api/sellers';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';

export function VerifySellerPage() {
  const { otp = '' } = useParams();
  const navigate = useNavigate();
  const [verifySellerEmail, { isError, error }] = useVerifySellerEmailMutation();
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

  return (
    <Container maxWidth="sm" sx={{ py: 8 }}>
      {isError ? (
        <Alert severity="error">{errorMessage(error, 'Failed to verify OTP')}</Alert>
      ) : (
        <Typography align="center" color="text.secondary">
          Verificando tu correo electrónico...
        </Typography>
      )}
    </Container>
  );
}
