import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ClipboardEvent, type KeyboardEvent, useRef, useState } from 'react';

const OTP_LENGTH = 6;

interface OtpBoxesProps {
  /** Receives the digits typed so far, joined; the code is complete when it has OTP_LENGTH digits. */
  onChange: (code: string) => void;
  error?: boolean;
}

/**
 * Six single-digit boxes: typing moves to the next box, paste fills, and each Backspace erases one digit:
 * the box's own, or, in an empty box, the one before it (where the focus then goes).
 */
export function OtpBoxes({ onChange, error = false }: OtpBoxesProps) {
  const [digits, setDigits] = useState<string[]>(() => Array(OTP_LENGTH).fill(''));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  const update = (next: string[]) => {
    setDigits(next);
    onChange(next.join(''));
  };
  const focusBox = (index: number) => inputs.current[Math.min(Math.max(index, 0), OTP_LENGTH - 1)]?.focus();

  const handleChange = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    update(digits.map((current, i) => (i === index ? digit : current)));
    if (digit) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent) => {
    if (event.key !== 'Backspace') return;
    // The boxes' state is the code: the digit is erased here, not left to the input.
    event.preventDefault();
    const erased = digits[index] ? index : index - 1;
    if (erased < 0) return;
    update(digits.map((current, i) => (i === erased ? '' : current)));
    focusBox(erased);
  };

  const handlePaste = (index: number, event: ClipboardEvent) => {
    event.preventDefault();
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!pasted) return;
    // A whole code fills every box whichever box has the focus.
    const start = pasted.length === OTP_LENGTH ? 0 : index;
    update(
      digits.map((current, i) => (i >= start && i - start < pasted.length ? pasted[i - start]! : current)),
    );
    focusBox(start + pasted.length);
  };

  return (
    // Narrower on a phone: six 48 px boxes do not fit a card on a 390 px screen.
    <Stack direction="row" spacing={{ xs: 0.75, sm: 1 }} justifyContent="center">
      {digits.map((digit, index) => (
        <TextField
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes never reorder; the position is their identity
          key={index}
          value={digit}
          error={error}
          inputRef={(element: HTMLInputElement | null) => {
            inputs.current[index] = element;
          }}
          onChange={(event) => handleChange(index, event.target.value)}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={(event) => handlePaste(index, event)}
          onFocus={(event) => event.target.select()}
          slotProps={{
            htmlInput: {
              'aria-label': `Dígito ${index + 1}`,
              inputMode: 'numeric',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              style: { textAlign: 'center', fontSize: 20, padding: '10px 0' },
            },
          }}
          sx={{ width: { xs: 40, sm: 48 } }}
        />
      ))}
    </Stack>
  );
}
