import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SIGN_OUT_EVERYWHERE } from '@tecnobazar/shared';
import { type TwoFactorArea, useSignOutEverywhereMutation } from '@/api/two-factor';
import type { Notify } from '@/components/toast';
import { errorMessage } from '@/lib/errors';
import { useRenewSession } from '@/lib/session/session';

/** Ends every other session of the account; this one goes on with the new token the server answers. */
export function SignOutEverywhere({ area, notify }: { area: TwoFactorArea; notify: Notify }) {
  const [signOut, { isLoading }] = useSignOutEverywhereMutation();
  const renewSession = useRenewSession();

  const run = async () => {
    try {
      const { message, jwt } = await signOut(area).unwrap();
      renewSession(jwt);
      notify('success', message);
    } catch (error) {
      notify('error', errorMessage(error, SIGN_OUT_EVERYWHERE.failed));
    }
  };

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 } }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          {SIGN_OUT_EVERYWHERE.title}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {SIGN_OUT_EVERYWHERE.explain}
        </Typography>
        <Button variant="outlined" fullWidth onClick={run} loading={isLoading}>
          {SIGN_OUT_EVERYWHERE.button}
        </Button>
      </CardContent>
    </Card>
  );
}
