import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The admin's edit modals (product.md#numbers): 400 px wide from `sm` up, the whole width less a margin on
 * phones.
 */
export const EDIT_DIALOG_PAPER: SxProps<Theme> = {
  width: { xs: 'calc(100% - 16px)', sm: 400 },
  maxWidth: 'none',
  m: { xs: 1, sm: 4 },
};
