import type { CommissionRuleResponse, CommissionRulesPage } from '@tecnobazar/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type Handler, route } from '@/test/render-route';
import { renderAdminRoute, signInAsAdmin } from '../admin-test-api';

const rule = (overrides: Partial<CommissionRuleResponse> = {}): CommissionRuleResponse => ({
  id: 1,
  scope: 'CATEGORY',
  target: { id: null, categoryId: 'mice', name: 'Ratones' },
  percent: 7.5,
  fixedPerUnit: 0,
  startsAt: '2026-03-01T15:00:00.000Z',
  endsAt: null,
  status: 'ACTIVE',
  previousId: null,
  createdAt: '2026-03-01T15:00:00.000Z',
  ...overrides,
});
const RULES = [
  rule(),
  rule({
    id: 2,
    scope: 'SELLER',
    target: { id: 7, categoryId: null, name: 'Hardware Andino' },
    percent: 5,
    fixedPerUnit: 500,
    endsAt: '2026-02-01T15:00:00.000Z',
    status: 'ENDED',
  }),
];

/** The server's rules: the list (by `scope`), a create, an edit and an end, each answering as the API does. */
function rulesServer(answers: { create?: [unknown, number] } = {}): Handler[] {
  const page = (content: CommissionRuleResponse[]): CommissionRulesPage => ({
    content,
    totalPages: 1,
    totalElements: content.length,
  });
  return [
    route('GET', '/api/admin/commission-rules', (request: Request) => {
      const scope = new URL(request.url).searchParams.get('scope');
      return page(RULES.filter((r) => !scope || r.scope === scope));
    }),
    (request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'POST' && path === '/v1/api/admin/commission-rules') {
        const [body, status] = answers.create ?? [rule({ id: 3 }), 201];
        return Response.json(body, { status });
      }
      if (request.method === 'PUT' && path === '/v1/api/admin/commission-rules/1')
        return Response.json(rule({ id: 4, percent: 8, previousId: 1 }));
      if (request.method === 'POST' && path === '/v1/api/admin/commission-rules/1/end')
        return Response.json(rule({ status: 'ENDED', endsAt: '2026-03-05T15:00:00.000Z' }));
      return undefined;
    },
  ];
}
const bodiesOf = async (requests: Request[], method: string, path: string) =>
  Promise.all(
    requests
      .filter((r) => r.method === method && new URL(r.url).pathname === `/v1${path}`)
      .map((r) => r.clone().json()),
  );

describe('the commission rules page', () => {
  it('lists each rule with its scope, target, rate, dates and status, reached from the menu, and filters by scope', async () => {
    const requests = signInAsAdmin(...rulesServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/commissions');

    const table = await screen.findByRole('table', { name: 'Reglas de comisión' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Ámbito', 'Objetivo', '%', 'Fijo por unidad', 'Desde', 'Hasta', 'Estado', 'Acciones']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(first!).slice(0, 4)).toEqual(['Categoría', 'Ratonesmice', '7,5 %', '—']);
    expect(cells(first!)[5]).toBe('Sin fin');
    expect(cells(first!)[6]).toBe('Vigente');
    expect(cells(second!).slice(0, 4)).toEqual(['Vendedor', 'Hardware Andino#7', '5 %', '$500']);
    expect(cells(second!)[6]).toBe('Terminada');
    // An ended rule cannot be edited or ended.
    expect(within(second!).queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(
      screen
        .getByRole('navigation', { name: 'Menú de administrador' })
        .querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Comisiones');

    await user.click(screen.getByRole('combobox', { name: 'Ámbito' }));
    await user.click(screen.getByRole('option', { name: 'Vendedor' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Reglas de comisión' })).getAllByRole('row'),
      ).toHaveLength(2),
    );
    expect(callsTo(requests, '/api/admin/commission-rules').at(-1)!.searchParams.get('scope')).toBe('SELLER');
  });

  it('creates a category rule of 7,5 % with a fixed amount, checked in Spanish before it is sent', async () => {
    const requests = signInAsAdmin(...rulesServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/commissions');

    await user.click(await screen.findByRole('button', { name: 'Nueva regla' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva regla de comisión' });
    await user.click(within(dialog).getByRole('button', { name: 'Crear regla' }));
    expect(await within(dialog).findByText('El porcentaje de comisión es obligatorio')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Porcentaje'), '7,555');
    await user.click(within(dialog).getByRole('button', { name: 'Crear regla' }));
    expect(
      await within(dialog).findByText('El porcentaje admite como máximo 2 decimales'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Porcentaje'));
    await user.type(within(dialog).getByLabelText('Porcentaje'), '7,5');
    await user.click(within(dialog).getByRole('button', { name: 'Crear regla' }));
    expect(await within(dialog).findByText('Elige la categoría de la regla')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'POST', '/api/admin/commission-rules')).toEqual([]);

    await user.click(within(dialog).getByRole('combobox', { name: 'Categoría' }));
    // The three levels are there: Periféricos › Ratones › Ratones Inalámbricos.
    expect(screen.getByRole('option', { name: 'Periféricos' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Ratones Inalámbricos' }));
    await user.clear(within(dialog).getByLabelText('Fijo por unidad'));
    await user.type(within(dialog).getByLabelText('Fijo por unidad'), '1.500');
    await user.click(within(dialog).getByRole('button', { name: 'Crear regla' }));

    expect(await screen.findByText('Regla creada')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bodiesOf(requests, 'POST', '/api/admin/commission-rules')).toEqual([
      { scope: 'CATEGORY', categoryId: 'mice_wireless', percent: 7.5, fixedPerUnit: 1500, endsAt: null },
    ]);
  });

  it('shows the server’s reason when a rule overlaps another, and keeps the dialog open', async () => {
    const overlap =
      'Ya hay una regla (n.º 1) para este objetivo en esas fechas: termínala o cambia las fechas de la nueva.';
    signInAsAdmin(...rulesServer({ create: [{ message: overlap, error: overlap }, 409] }));
    const user = userEvent.setup();
    renderAdminRoute('/admin/commissions');

    await user.click(await screen.findByRole('button', { name: 'Nueva regla' }));
    const dialog = screen.getByRole('dialog', { name: 'Nueva regla de comisión' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Ámbito' }));
    await user.click(screen.getByRole('option', { name: 'Producto' }));
    await user.type(within(dialog).getByLabelText('Producto (id o búsqueda)'), '42');
    await user.type(within(dialog).getByLabelText('Porcentaje'), '7');
    await user.click(within(dialog).getByRole('button', { name: 'Crear regla' }));

    expect(await screen.findByText(overlap)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nueva regla de comisión' })).toBeInTheDocument();
  });

  it('edits a rule in force (saying a new version starts now) and ends one after confirming', async () => {
    const requests = signInAsAdmin(...rulesServer());
    const user = userEvent.setup();
    renderAdminRoute('/admin/commissions');

    const table = await screen.findByRole('table', { name: 'Reglas de comisión' });
    const first = within(table).getAllByRole('row')[1]!;
    await user.click(within(first).getByRole('button', { name: 'Editar' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar regla de comisión' });
    expect(dialog).toHaveTextContent('Categoría: Ratones');
    expect(dialog).toHaveTextContent('al guardar termina ahora y empieza una nueva versión');
    const percent = within(dialog).getByLabelText('Porcentaje');
    expect(percent).toHaveValue('7,5');
    await user.clear(percent);
    await user.type(percent, '8');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    expect(await screen.findByText('Regla actualizada')).toBeInTheDocument();
    expect(await bodiesOf(requests, 'PUT', '/api/admin/commission-rules/1')).toEqual([
      { percent: 8, fixedPerUnit: 0, endsAt: null },
    ]);

    await user.click(within(first).getByRole('button', { name: 'Terminar' }));
    const confirm = screen.getByRole('dialog', { name: '¿Terminar la regla?' });
    expect(confirm).toHaveTextContent('Categoría Ratones: 7,5 % deja de aplicar desde ahora');
    await user.click(within(confirm).getByRole('button', { name: 'Terminar' }));
    expect(await screen.findByText('Regla terminada')).toBeInTheDocument();
    expect(callsTo(requests, '/api/admin/commission-rules/1/end')).toHaveLength(1);
  });
});
