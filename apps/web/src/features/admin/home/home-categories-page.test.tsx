import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';
import { bodiesOf, homeServer } from './home-test-server';

const image = (name: string) => new File(['png'], name, { type: 'image/png' });

/** Each body row's cells as text, without the image and the edit icon. */
const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent, cells[2]?.textContent];
    });

async function choose(scope: HTMLElement, select: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(scope).getByRole('combobox', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the home tiles pages', () => {
  it('lists the grid tiles, then the shop-by-category tiles', async () => {
    signInAsAdmin(...homeServer());
    renderAdminRoute('/admin/home-grid');

    expect(await screen.findByRole('heading', { name: 'Página de inicio', level: 1 })).toBeInTheDocument();
    const grid = await screen.findByRole('table', { name: 'Categorías de la cuadrícula' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['No.', 'Imagen', 'Categoría', 'Editar']);
    expect(rows(grid)).toEqual([
      ['1', 'Teclados Mecánicoskeyboards_mechanical'],
      ['2', 'Monitoresmonitors'],
    ]);
    expect(within(grid).getByRole('img', { name: 'Monitores' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/demo/monitors.webp',
    );
    expect(screen.getByRole('heading', { name: 'Comprar por categoría' })).toBeInTheDocument();
    expect(rows(screen.getByRole('table', { name: 'Comprar por categoría' }))).toEqual([
      ['1', 'Componenteswomen'],
    ]);
  });

  it('lists the electronics tiles', async () => {
    signInAsAdmin(...homeServer());
    renderAdminRoute('/admin/electronics-category');

    const table = await screen.findByRole('table', { name: 'Categorías electrónicas' });
    expect(rows(table)).toEqual([['1', 'Cablescables']]);
  });

  it('shows both messages when the image and the category are emptied, and sends nothing', async () => {
    const requests = signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/home-grid');

    await user.click(await screen.findByRole('button', { name: 'Editar Monitores' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    // The form starts from the tile: its image and its category chain.
    expect(within(dialog).getByRole('img', { name: 'Imagen 1' })).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Categoría' })).toHaveTextContent('Periféricos');
    expect(within(dialog).getByRole('combobox', { name: 'Segunda Categoría' })).toHaveTextContent(
      'Monitores',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Quitar imagen 1' }));
    await choose(dialog, 'Categoría', 'Ninguna');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));

    expect(await within(dialog).findByText('Image is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Category is required')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PATCH', '/admin/home-category/2')).toEqual([]);
  });

  it('sends the uploaded image and the deepest category, closes and says so', async () => {
    const requests = signInAsAdmin(...homeServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/home-grid');

    await user.click(await screen.findByRole('button', { name: 'Editar Monitores' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar categoría' });
    await user.click(within(dialog).getByRole('button', { name: 'Quitar imagen 1' }));
    await user.upload(within(dialog).getByLabelText('Subir imagen'), image('raton.png'));
    expect(await within(dialog).findByRole('img', { name: 'Imagen 1' })).toHaveAttribute(
      'src',
      'http://localhost/v1/media/uploads/foto-1.webp',
    );
    await choose(dialog, 'Categoría', 'Periféricos');
    await choose(dialog, 'Segunda Categoría', 'Ratones');
    await choose(dialog, 'Tercera Categoría', 'Ratones Gamer');
    await user.click(within(dialog).getByRole('button', { name: 'Actualizar' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Categoría actualizada');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesOf(requests, 'PATCH', '/admin/home-category/2')).toEqual([
      { image: 'http://localhost/v1/media/uploads/foto-1.webp', categoryId: 'mice_gaming' },
    ]);
    // The list is read again: the tile shows its new category.
    await waitFor(() =>
      expect(rows(screen.getByRole('table', { name: 'Categorías de la cuadrícula' }))[1]).toEqual([
        '2',
        'mice_gamingmice_gaming',
      ]),
    );
  });

  it("shows the server's message in the red toast and keeps the modal open", async () => {
    signInAsAdmin(
      route('PATCH', '/admin/home-category/1', { message: 'La imagen debe subirse a TecnoBazar' }, 400),
      ...homeServer(),
    );
    const user = userEvent.setup();
    renderAdminRoute('/admin/home-grid');

    await user.click(await screen.findByRole('button', { name: 'Editar Teclados Mecánicos' }));
    await user.click(screen.getByRole('button', { name: 'Actualizar' }));

    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('La imagen debe subirse a TecnoBazar');
    expect(toast).toHaveClass('MuiAlert-filledError');
    expect(screen.getByRole('dialog', { name: 'Editar categoría' })).toBeInTheDocument();
  });
});
