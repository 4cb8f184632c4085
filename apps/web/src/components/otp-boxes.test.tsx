import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OtpBoxes } from './otp-boxes';

const box = (n: number) => screen.getByRole('textbox', { name: `Dígito ${n}` });

describe('OtpBoxes', () => {
  it('moves to the next box after each digit and ignores anything but digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpBoxes onChange={onChange} />);

    await user.click(box(1));
    await user.keyboard('1a2');

    expect(box(1)).toHaveValue('1');
    expect(box(2)).toHaveValue('2');
    expect(box(3)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
  });

  it('erases one digit per Backspace, going back a box each time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpBoxes onChange={onChange} />);

    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();

    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveValue('');
    expect(box(3)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('12');
    await user.keyboard('{Backspace}{Backspace}');
    expect(box(1)).toHaveValue('');
    expect(box(1)).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('fills every box when a whole code is pasted', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<OtpBoxes onChange={onChange} />);

    await user.click(box(3));
    await user.paste('Código: 482 913');

    const values = screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);
    expect(values).toEqual(['4', '8', '2', '9', '1', '3']);
    expect(onChange).toHaveBeenLastCalledWith('482913');
    expect(box(6)).toHaveFocus();
  });
});
