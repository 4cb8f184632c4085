import Button from '@mui/material/Button';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toast, useToast } from './toast';

function TwoMessages() {
  const { notify, toastProps } = useToast();
  return (
    <>
      <Button onClick={() => notify('success', '¡El OTP ha sido enviado a tu correo electrónico!')}>
        first
      </Button>
      <Button onClick={() => notify('error', 'Código incorrecto')}>second</Button>
      <Toast {...toastProps} />
    </>
  );
}

/** Lets time pass a tenth of a second at a time, so a closing toast's fade-out also ends on the way. */
const wait = (ms: number) => {
  for (let passed = 0; passed < ms; passed += 100) act(() => vi.advanceTimersByTime(100));
};

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('gives a message shown while another is open its own six seconds', () => {
    render(<TwoMessages />);
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    wait(5500);
    expect(screen.getByRole('alert')).toHaveTextContent('¡El OTP ha sido enviado');

    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    wait(5000);
    expect(screen.getByRole('alert')).toHaveTextContent('Código incorrecto');

    wait(1500);
    expect(screen.queryByText('Código incorrecto')).not.toBeInTheDocument();
  });

  it('shows the same message again for a full six seconds when it repeats', () => {
    render(<TwoMessages />);
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    wait(5000);
    fireEvent.click(screen.getByRole('button', { name: 'second' }));
    wait(5000);
    expect(screen.getByRole('alert')).toHaveTextContent('Código incorrecto');
  });
});
