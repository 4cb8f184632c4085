import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

type User = ReturnType<typeof userEvent.setup>;

async function openForm() {
  const user = userEvent.setup();
  renderAdminRoute('/admin/add-coupon');
  const form = within(await screen.findByRole('form', { name: 'Crear cupón' }));
  return { user, form };
}

async function fill(
  user: User,
  form: ReturnType<typeof within>,
  values: Partial<Record<'code' | 'discount' | 'start' | 'end' | 'minimum', string>>,
) {
  const fields = {
    code: 'Código de cupón',
    discount: 'Porcentaje de descuento',
    start: 'Fecha de inicio',
    end: 'Fecha de finalización',
    minimum: 'Valor mínimo del pedido',
  } as const;
  for (const [key, value] of Object.entries(values)) {
    const input = form.getByLabelText(fields[key as keyof typeof fields]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

const submit = (user: User, form: ReturnType<typeof within>) =>
  user.click(form.getByRole('button', { name: 'Crear cupón' }));

describe('the add-coupon form', () => {
  it('shows every required message of the coupon form and sends nothing', async () => {
    const requests = signInAsAdmin();
    const { user, form } = await openForm();

    await submit(user, form);

    for (const message of [
      'El código de cupón es obligatorio',
      'El porcentaje de descuento es obligatorio',
      'La fecha de inicio es obligatoria',
      'La fecha de finalización es obligatoria',
      'El valor mínimo del pedido es obligatorio',
    ]) {
      expect(await form.findByText(message)).toBeInTheDocument();
    }
    expect(callsTo(requests, '/api/coupons/admin/create')).toHaveLength(0);
  });

  it('checks the code length, the discount range, the minimum and the end date against the start', async () => {
    const requests = signInAsAdmin();
    const { user, form } = await openForm();

    await fill(user, form, {
      code: 'AB',
      discount: '0',
      start: '2026-03-10',
      end: '2026-03-01',
      minimum: '0',
    });
    await submit(user, form);
    expect(await form.findByText('El código debe tener al menos 3 caracteres')).toBeInTheDocument();
    expect(form.getByText('El descuento debe ser al menos del 1%')).toBeInTheDocument();
    expect(form.getByText('El valor mínimo del pedido debe ser al menos 1')).toBeInTheDocument();

    await fill(user, form, { code: 'A'.repeat(21), discount: '101' });
    await submit(user, form);
    expect(await form.findByText('El código debe tener como máximo 20 caracteres')).toBeInTheDocument();
    expect(form.getByText('El descuento no puede exceder el 100%')).toBeInTheDocument();

    // Every field valid but the end day before the start day.
    await fill(user, form, { code: 'VERANO', discount: '15', minimum: '50000' });
    await submit(user, form);
    expect(
      await form.findByText('La fecha de finalización no puede ser anterior a la fecha de inicio'),
    ).toBeInTheDocument();
    expect(callsTo(requests, '/api/coupons/admin/create')).toHaveLength(0);
  });

  it('creates the coupon with the numbers read, says so and empties the form', async () => {
    const requests = signInAsAdmin(
      route('POST', '/api/coupons/admin/create', {
        id: 3,
        code: 'VERANO10',
        discountPercentage: 10,
        validityStartDate: '2026-03-01',
        validityEndDate: '2026-03-31',
        minimumOrderValue: 50000,
        active: true,
      }),
    );
    const { user, form } = await openForm();

    await fill(user, form, {
      code: 'verano10',
      discount: '10',
      start: '2026-03-01',
      end: '2026-03-31',
      minimum: '50.000',
    });
    await submit(user, form);

    expect(await screen.findByText('Cupón VERANO10 creado con éxito')).toBeInTheDocument();
    const sent = requests.find((r) => new URL(r.url).pathname === '/v1/api/coupons/admin/create');
    expect(sent?.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(await sent?.json()).toEqual({
      code: 'VERANO10',
      discountPercentage: 10,
      validityStartDate: '2026-03-01',
      validityEndDate: '2026-03-31',
      minimumOrderValue: 50000,
    });
    await waitFor(() => expect(form.getByLabelText('Código de cupón')).toHaveValue(''));
    expect(form.getByLabelText('Valor mínimo del pedido')).toHaveValue('');
  });

  it("shows the server's refusal in the red toast and keeps what was typed", async () => {
    signInAsAdmin(
      route('POST', '/api/coupons/admin/create', { message: 'Ya existe un cupón con ese código' }, 409),
    );
    const { user, form } = await openForm();

    await fill(user, form, {
      code: 'VERANO10',
      discount: '10',
      start: '2026-03-01',
      end: '2026-03-31',
      minimum: '50000',
    });
    await submit(user, form);

    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Ya existe un cupón con ese código'));
    expect(alert).toHaveClass('MuiAlert-filledError');
    expect(form.getByLabelText('Código de cupón')).toHaveValue('VERANO10');
  });
});
