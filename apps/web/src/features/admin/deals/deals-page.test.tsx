import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';
import { bodiesOf, homeServer } from '../home/home-test-server';

/** Each body row's number, category and discount. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent, cells[2]?.textContent, cells[3]?.textContent];
    });

async function choose(scope: HTMLElement, select: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(scope).getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the deals page', () => {
  it('shows the deals in the first tab and the deal categories in the second', async () => {
    signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/deals');

    expect(await screen.findByRole('heading', { name: 'Ofertas', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Oferta',
      'Categorías',
      'Crear Oferta',
    ]);
    const table = await screen.findByRole('table', { name: 'Ofertas' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual([
      'No.',
      'Imagen',
      'Categoría',
      'Descuento (%)',
      'En la página de inicio',
      'Editar',
      'Eliminar',
    ]);
    expect(rows(table)).toEqual([
      ['1', 'Audífonosheadphones', '20%'],
      ['2', 'Ratones Gamermice_gaming', '35%'],
    ]);
    // A deal no product reaches any more is not on the home page, and the table says why.
    const [headphones, mice] = within(table).getAllByRole('row').slice(1);
    expect(within(headphones!).getAllByRole('cell')[4]).toHaveTextContent('Visible');
    expect(within(mice!).getAllByRole('cell')[4]).toHaveTextContent(
      'OcultaNingún producto llega al 35%: el mejor descuento hoy es 30%.',
    );

    await user.click(screen.getByRole('tab', { name: 'Categorías' }));
    const categories = await screen.findByRole('table', { name: 'Categorías de ofertas' });
    expect(within(categories).getAllByRole('row')).toHaveLength(4);
    await user.click(within(categories).getByRole('button', { name: 'Editar Audífonos' }));
    expect(screen.getByRole('dialog', { name: 'Editar categoría' })).toBeInTheDocument();
  });

  it('creates a deal after the discount messages', async () => {
    const requests = signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/deals');

    await user.click(await screen.findByRole('tab', { name: 'Crear Oferta' }));
    const form = screen.getByRole('form', { name: 'Crear Oferta' });
    const discount = within(form).getByRole('textbox', { name: 'Descuento (%)' });
    const submit = within(form).getByRole('button', { name: 'Crear Oferta' });

    await user.click(submit);
    expect(await within(form).findByText('Discount is required')).toBeInTheDocument();
    await user.type(discount, '-5');
    await user.click(submit);
    expect(await within(form).findByText('Discount must be a positive number')).toBeInTheDocument();
    await user.clear(discount);
    await user.type(discount, '150');
    await user.click(submit);
    expect(await within(form).findByText('Discount cannot exceed 100')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/admin/deals')).toEqual([]);

    await user.clear(discount);
    await user.type(discount, '50');
    // Only the category without a deal is offered.
    await user.click(within(form).getByRole('combobox', { name: 'Categoría' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Procesadores AMD']);
    await user.click(screen.getByRole('option', { name: 'Procesadores AMD' }));
    await user.click(submit);

    // A percentage no product of the category reaches: refused, with the category's real best, under the field.
    // (Testing Library reads the server's no-break spaces as plain ones.)
    const refused =
      'Ningún producto de Procesadores AMD llega al 50 % de descuento: el mejor descuento de la categoría hoy es 45 %.';
    expect(await screen.findByRole('alert')).toHaveTextContent(refused);
    expect(within(form).getByText(refused)).toBeInTheDocument();
    expect(discount).toHaveAttribute('aria-invalid', 'true');

    await user.clear(discount);
    await user.type(discount, '15');
    await user.click(submit);
    expect(await screen.findByText('Oferta creada')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/admin/deals')).toEqual([
      { discount: 50, category: { id: 7 } },
      { discount: 15, category: { id: 7 } },
    ]);
    // Back on the deals tab, with the new deal.
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Ofertas' }))).toEqual([
        ['1', 'Audífonosheadphones', '20%'],
        ['2', 'Ratones Gamermice_gaming', '35%'],
        ['3', 'Procesadores AMDcpu_amd', '15%'],
      ]),
    );
    // Every deal category has its deal now: the form says where to change them.
    await user.click(screen.getByRole('tab', { name: 'Crear Oferta' }));
    expect(
      await screen.findByText(
        'Cada categoría de ofertas ya tiene su oferta: cámbiala o elimínala en la pestaña Oferta.',
      ),
    ).toBeInTheDocument();
  });

  it('edits a deal in its modal', async () => {
    const requests = signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/deals');

    await user.click(await screen.findByRole('button', { name: 'Editar oferta Audífonos' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar oferta' });
    const discount = within(dialog).getByRole('textbox', { name: 'Descuento (%)' });
    expect(discount).toHaveValue('20');
    await user.clear(discount);
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));
    expect(await within(dialog).findByText('Discount is required')).toBeInTheDocument();

    await user.type(discount, '40');
    await choose(dialog, 'Categoría', 'Procesadores AMD');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Oferta actualizada');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesOf(requests, 'PATCH', '/admin/deals/10')).toEqual([
      { discount: 40, category: { id: 7 } },
    ]);
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Ofertas' }))[0]).toEqual([
        '1',
        'Procesadores AMDcpu_amd',
        '40%',
      ]),
    );
  });

  it('deletes a deal after confirming when the answer says so', async () => {
    const requests = signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/deals');

    await user.click(await screen.findByRole('button', { name: 'Eliminar oferta Audífonos' }));
    await user.click(
      within(screen.getByRole('dialog', { name: '¿Eliminar la oferta?' })).getByRole('button', {
        name: 'Eliminar',
      }),
    );

    expect(await screen.findByRole('alert')).toHaveTextContent('Oferta eliminada');
    expect(
      callsTo(
        requests.filter((r) => r.method === 'DELETE'),
        '/admin/deals/10',
      ),
    ).toHaveLength(1);
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Ofertas' }))).toEqual([
        ['1', 'Ratones Gamermice_gaming', '35%'],
      ]),
    );
  });

  it('keeps the deal when the answer has a false status', async () => {
    signInAsAdmin(...homeServer({ deleteStatus: false }));
    const user = userEvent.setup();
    renderAdminRoute('/admin/deals');

    await user.click(await screen.findByRole('button', { name: 'Eliminar oferta Audífonos' }));
    const dialog = screen.getByRole('dialog', { name: '¿Eliminar la oferta?' });
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    const toast = await within(dialog).findByRole('alert');
    expect(toast).toHaveTextContent('No se eliminó');
    expect(toast).toHaveClass('MuiAlert-filledError');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rows(screen.getByRole('table', { name: 'Ofertas' }))).toHaveLength(2);
  });
});
