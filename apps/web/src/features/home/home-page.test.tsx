import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, route, stubApi } from '@/test/render-route';

const category = (
  id: number,
  categoryId: string,
  name: string,
  section: string,
  image = `/img/${id}.webp`,
) => ({
  id,
  name,
  image,
  categoryId,
  section,
  parentCategoryId: null,
});

describe('home', () => {
  it('links the grid, the categories and the deals to their listings; a missing image shows a placeholder', async () => {
    stubApi(
      route('GET', '/home-page', {
        grid: [
          category(1, 'graphics_cards', 'Tarjetas Gráficas', 'GRID'),
          category(2, 'keyboards_mechanical', 'Teclados Mecánicos', 'GRID', ''),
        ],
        shopByCategories: [category(5, 'mice', 'Ratones', 'SHOP_BY_CATEGORIES')],
        electricCategories: [],
        dealCategories: [],
        deals: [{ id: 1, discount: 15, category: category(22, 'cpu_amd', 'Procesadores AMD', 'DEALS') }],
      }),
    );
    renderRoute('/');

    expect(await screen.findByRole('link', { name: 'Tarjetas Gráficas' })).toHaveAttribute(
      'href',
      '/products/graphics_cards',
    );
    // The first tile is the page's largest paint: it loads at once and first, in the width it shows at.
    const firstTile = screen.getByRole('link', { name: 'Tarjetas Gráficas' }).querySelector('img');
    expect(firstTile).toHaveAttribute('src', '/img/1.webp');
    expect(firstTile).toHaveAttribute('loading', 'eager');
    expect(firstTile).toHaveAttribute('fetchpriority', 'high');
    expect(firstTile).toHaveAttribute('width', '600');
    const noImage = screen.getByRole('link', { name: 'Teclados Mecánicos' });
    expect(noImage).toHaveAttribute('href', '/products/keyboards_mechanical');
    expect(noImage.querySelector('img')).toBeNull();
    // The two grid slots without a tile are placeholder boxes.
    expect(screen.getAllByRole('img', { name: 'Imagen no disponible' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Ratones' })).toHaveAttribute('href', '/products/mice');
    // A deal leads to the products that really take its percentage off, not to the whole category.
    expect(screen.getByRole('link', { name: /Procesadores AMD/ })).toHaveAttribute(
      'href',
      '/products/cpu_amd?discount=15',
    );
    expect(screen.getByText('Hasta 15% de descuento')).toBeInTheDocument();
    const dealImage = screen.getByRole('link', { name: /Procesadores AMD/ }).querySelector('img');
    expect(dealImage).toHaveAttribute('loading', 'lazy');
    expect(dealImage).toHaveAttribute('height', '600');
    expect(screen.getByRole('heading', { name: 'Vende tus productos en línea' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('TecnoBazar: hardware de computador');
    expect(screen.getByRole('link', { name: 'inicia como vendedor' })).toHaveAttribute(
      'href',
      '/become-seller',
    );
  });

  it('shows the fallback text when the home data cannot be loaded', async () => {
    stubApi(() => new Response('', { status: 500 }));
    renderRoute('/');

    expect(await screen.findByText('Failed to fetch home page data')).toBeInTheDocument();
  });
});
