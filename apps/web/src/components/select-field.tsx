import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A labelled drop-down of a few fixed choices, such as a list's filter. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  size,
  sx,
}: SelectFieldProps<T>) {
  return (
    <TextField
      select
      size={size}
      label={label}
      value={value}
      // The menu holds only `options`: what it answers is one of their values.
      onChange={(event) => onChange(event.target.value as T)}
      sx={sx}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
