import { describe, expect, it } from 'vitest';
import { describeChange } from './audit-change';

describe('describeChange', () => {
  it('lists the fields that changed between two flat objects', () => {
    expect(describeChange({ accountStatus: 'ACTIVE' }, { accountStatus: 'SUSPENDED' })).toEqual({
      kind: 'fields',
      lines: [{ field: 'accountStatus', before: 'ACTIVE', after: 'SUSPENDED' }],
    });
    expect(describeChange({ status: 'PENDING' }, { status: 'SUCCESS', amount: 50000, sellerId: 7 })).toEqual({
      kind: 'fields',
      lines: [
        { field: 'status', before: 'PENDING', after: 'SUCCESS' },
        { field: 'amount', before: '—', after: '50000' },
        { field: 'sellerId', before: '—', after: '7' },
      ],
    });
  });

  it('shows a creation or a deletion field by field, and every field when nothing changed', () => {
    expect(describeChange(null, { code: 'VERANO10', active: true })).toEqual({
      kind: 'fields',
      lines: [
        { field: 'code', before: '—', after: 'VERANO10' },
        { field: 'active', before: '—', after: 'true' },
      ],
    });
    expect(describeChange({ active: false }, { active: false })).toEqual({
      kind: 'fields',
      lines: [{ field: 'active', before: 'false', after: 'false' }],
    });
    expect(describeChange(null, null)).toEqual({ kind: 'none' });
  });

  it('shows nested values as compact JSON', () => {
    expect(describeChange({ discount: 10, category: { id: 3 } }, null)).toEqual({
      kind: 'json',
      before: '{"discount":10,"category":{"id":3}}',
      after: 'null',
    });
  });
});
