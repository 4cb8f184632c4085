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

const Notes = ({ notes }: { notes: CompatibilityResult['warnings'] }) => (
  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
    {notes.map((note) => (
      <li key={`${note.ruleId}:${note.productIds.join(',')}`}>{note.message}</li>
    ))}
  </Box>
);

/**
 * The parts check's verdict: a warning listing the clashes, a quiet line when every check ran and the parts
 * fit, nothing when no rule relates them. What could not be checked for want of data is said too (issue
 * 34): a part is never called compatible silently. Only a notice: it never blocks buying.
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
  const unchecked =
    result.unchecked.length > 0 ? (
      <Alert severity="info" sx={result.warnings.length > 0 ? undefined : sx}>
        <AlertTitle>No pudimos comprobarlo todo</AlertTitle>
        <Notes notes={result.unchecked} />
      </Alert>
    ) : null;
  if (result.warnings.length === 0) return unchecked;
  return (
    <Stack spacing={1} sx={sx}>
      <Alert severity="warning">
        <AlertTitle>{warningTitle}</AlertTitle>
        <Notes notes={result.warnings} />
      </Alert>
      {unchecked}
    </Stack>
  );
}
