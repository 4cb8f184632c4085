import Chip from '@mui/material/Chip';
import type { ReturnStatus } from '@tecnobazar/shared';
import { RETURN_STATUS } from './return-labels';

export function ReturnStatusChip({ status }: { status: ReturnStatus }) {
  const { label, color } = RETURN_STATUS[status];
  return <Chip label={label} color={color} size="small" sx={{ fontWeight: 600 }} />;
}
