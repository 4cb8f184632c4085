import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-change';
import { fieldLabel, fieldValue } from './audit-labels';

describe('describeChange', () => {
  it('lists the fields that changed, then what only one side names, without arrows for those', () => {
    expect(describeChange({ accountStatus: 'ACTIVE' }, { accountStatus: 'SUSPENDED' })).toEqual({
      kind: 'fields',
      lines: [{ field: 'accountStatus', before: 'ACTIVE', after: 'SUSPENDED' }],
    });
    expect(describeChange({ status: 'PENDING' }, { status: 'SUCCESS', amount: 50000, sellerId: 7 })).toEqual({
      kind: 'fields',
      lines: [
        { field: 'status', before: 'PENDING', after: 'SUCCESS' },
        { field: 'amount', after: '50000' },
        { field: 'sellerId', after: '7' },
      ],
    });
    // Hiding a review: its text and rating are context, not erased.
    expect(
      describeChange({ hidden: false, text: 'Malo', rating: 1 }, { hidden: true, reason: 'Ofensivo' }),
    ).toEqual({
      kind: 'fields',
      lines: [
        { field: 'hidden', before: 'false', after: 'true' },
        { field: 'text', before: 'Malo' },
        { field: 'rating', before: '1' },
        { field: 'reason', after: 'Ofensivo' },
      ],
    });
  });

  it('shows a creation or a deletion field by field, and says so when nothing changed', () => {
    expect(describeChange(null, { code: 'VERANO10', active: true })).toEqual({
      kind: 'fields',
      lines: [
        { field: 'code', after: 'VERANO10' },
        { field: 'active', after: 'true' },
      ],
    });
    expect(describeChange({ active: false }, { active: false })).toEqual({ kind: 'unchanged' });
    expect(describeChange(null, null)).toEqual({ kind: 'none' });
  });

  it("reads a deal's change as its changed fields: no id, the category by its name", () => {
    const category = { id: 5, name: 'Memoria DDR5', categoryId: 'ram_ddr5', section: 'DEALS' };
    expect(
      describeChange({ id: 3, discount: 35, category }, { id: 3, discount: 16, category }, fieldValue),
    ).toEqual({ kind: 'fields', lines: [{ field: 'discount', before: '35', after: '16' }] });
    expect(
      describeChange(
        { id: 3, discount: 20, category },
        { id: 3, discount: 20, category: { ...category, id: 6, name: 'SSD NVMe' } },
      ),
    ).toEqual({ kind: 'fields', lines: [{ field: 'category', before: 'Memoria DDR5', after: 'SSD NVMe' }] });
    expect(describeChange(null, { id: 3, discount: 20, category })).toEqual({
      kind: 'fields',
      lines: [
        { field: 'discount', after: '20' },
        { field: 'category', after: 'Memoria DDR5' },
      ],
    });
  });

  it('shows nested values as compact JSON', () => {
    expect(describeChange({ discount: 10, category: { id: 3 } }, null)).toEqual({
      kind: 'json',
      before: '{"discount":10,"category":{"id":3}}',
      after: 'null',
    });
  });

  it('writes fields and values in Spanish: labels, sí/no, pesos, statuses, long texts cut', () => {
    expect(describeChange({ status: 'PENDING' }, { status: 'SUCCESS', amount: 453384 }, fieldValue)).toEqual({
      kind: 'fields',
      lines: [
        { field: 'status', before: 'Pendiente', after: 'Pagado' },
        { field: 'amount', after: '$453.384' },
      ],
    });
    expect([fieldLabel('amount'), fieldLabel('openReports'), fieldLabel('nuevoCampo')]).toEqual([
      'Monto',
      'Denuncias abiertas',
      'nuevoCampo',
    ]);
    expect(fieldValue('active', true)).toBe('sí');
    expect(fieldValue('accountStatus', 'SUSPENDED')).toBe('Suspendida');
    expect(fieldValue('reason', null)).toBe('—');
    expect(fieldValue('validityEndDate', '2026-12-30')).toBe('30 de diciembre de 2026');
    expect(fieldValue('text', 'a'.repeat(100))).toBe(`${'a'.repeat(80)}…`);
  });
});
