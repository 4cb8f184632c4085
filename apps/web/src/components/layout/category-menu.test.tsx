import { TOP_CATEGORIES } from '@tecnobazar/shared/constants/categories';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, renderRoute, route, stubApi } from '@/test/render-route';

const withProducts = TOP_CATEGORIES.map((c) => c.categoryId).filter((id) => id !== 'beauty');

describe('category menus', () => {
  it('show every top-level category until the server answers, then hide one without products', async () => {
    let answer!: (response: Response) => void;
    const held = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    const topLevel: Handler = (request) =>
      new URL(request.url).pathname === '/v1/categories/top-level' ? held : undefined;
    stubApi(topLevel);
    renderRoute('/');

    const menu = await screen.findByRole('navigation', { name: 'Categorías' });
    expect(within(menu).getByRole('link', { name: 'Software' })).toHaveAttribute('href', '/products/beauty');
    answer(Response.json({ categoryIds: withProducts }));

    await waitFor(() =>
      expect(within(menu).queryByRole('link', { name: 'Software' })).not.toBeInTheDocument(),
    );
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Periféricos', 'Componentes', 'Almacenamiento y Unidades Externas', 'Accesorios', 'Gaming']);

    // The drawer of narrow screens leaves it out too; its code loads on the first opening.
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Abrir menú de categorías', hidden: true }));
    const drawer = await waitFor(() => {
      const opened = screen.getAllByRole('navigation', { name: 'Categorías' }).find((nav) => nav !== menu);
      expect(opened).toBeDefined();
      return opened!;
    });
    expect(within(drawer).getByRole('button', { name: 'Gaming' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Software' })).not.toBeInTheDocument();
  });

  it('keeps every top-level category when the server cannot say which have products', async () => {
    const requests = stubApi(route('GET', '/categories/top-level', { message: 'Error interno' }, 500));
    renderRoute('/');

    await waitFor(() => expect(callsTo(requests, '/categories/top-level')).toHaveLength(1));
    const menu = await screen.findByRole('navigation', { name: 'Categorías' });
    await waitFor(() => expect(within(menu).getAllByRole('link')).toHaveLength(TOP_CATEGORIES.length));
    expect(within(menu).getByRole('link', { name: 'Gaming' })).toHaveAttribute('href', '/products/kids');
  });
});
