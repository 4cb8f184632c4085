import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CompatibilityResult } from '@/lib/compatibility';

interface CompatibilityNoticeProps {
  result: CompatibilityResult;
  warningTitle: string;
  compatibleText: string;
  sx?: SxProps<Theme>;
}

/**
 * The parts check's verdict: a warning listing the clashes, a quiet line when the parts fit, nothing when
 * no rule relates them. Only a notice: it never blocks buying.
 */
export function CompatibilityNotice({ result, warningTitle, compatibleText, sx }: CompatibilityNoticeProps) {
  if (result.status === 'unrelated') return null;
  if (result.status === 'compatible') {
    return (
      <Stack
        role="status"
        direction="row"
        spacing={1}
        alignItems="center"
        sx={[{ color: 'success.main' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <CheckCircleOutline fontSize="small" />
        <Typography variant="body2">{compatibleText}</Typography>
      </Stack>
    );
  }
  return (
    <Alert severity="warning" sx={sx}>
      <AlertTitle>{warningTitle}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {result.warnings.map((warning) => (
          <li key={`${warning.ruleId}:${warning.productIds.join(',')}`}>{warning.message}</li>
        ))}
      </Box>
    </Alert>
  );
}
