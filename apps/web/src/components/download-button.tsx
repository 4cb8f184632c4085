import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DOWNLOAD_FAILED, downloadDocument } from '@/api/documents';

/** A button that downloads an API document with the signed-in token; a failure is said next to it. */
export function DownloadButton({
  path,
  filename,
  children,
  ...props
}: { path: string; filename: string } & Omit<ButtonProps, 'onClick'>) {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setLoading(true);
    setError(null);
    try {
      await downloadDocument(path, filename);
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : DOWNLOAD_FAILED);
    } finally {
      setLoading(false);
    }
  };
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <Button startIcon={<DownloadOutlined />} loading={loading} onClick={download} {...props}>
        {children}
      </Button>
      {error && (
        <Typography role="alert" variant="caption" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
