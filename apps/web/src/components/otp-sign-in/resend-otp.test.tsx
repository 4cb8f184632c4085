import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendOtp } from './resend-otp';

describe('ResendOtp', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down 30 seconds, then offers to resend and restarts after a successful resend', async () => {
    const onResend = vi.fn().mockResolvedValue(true);
    render(<ResendOtp onResend={onResend} />);

    expect(screen.getByText('Reenviar OTP en 30 segundos')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByText('Reenviar OTP en 29 segundos')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reenviar OTP' })).not.toBeInTheDocument();

    for (let second = 29; second > 0; second--) act(() => vi.advanceTimersByTime(1000));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar OTP' }));
    });

    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByText('Reenviar OTP en 30 segundos')).toBeInTheDocument();
  });

  it('keeps the link when the resend failed', async () => {
    const onResend = vi.fn().mockResolvedValue(false);
    render(<ResendOtp onResend={onResend} />);
    for (let second = 30; second > 0; second--) act(() => vi.advanceTimersByTime(1000));

    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reenviar OTP' }));
    });

    expect(screen.getByRole('button', { name: 'Reenviar OTP' })).toBeInTheDocument();
  });
});
