import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** The line under a sign-in card that switches between its two forms: "¿…? <link>". */
export function FormSwitch({
  question,
  action,
  onSwitch,
}: {
  question: string;
  action: string;
  onSwitch: () => void;
}) {
  return (
    <Typography variant="body2" align="center" sx={{ mt: 3 }}>
      {`${question} `}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={onSwitch}
        sx={{ verticalAlign: 'baseline' }}
      >
        {action}
      </Link>
    </Typography>
  );
}
