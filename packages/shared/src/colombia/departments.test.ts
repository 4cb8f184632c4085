import { describe, expect, it } from 'vitest';
import { DEPARTMENTS, departmentName, departmentOf } from './departments.ts';

describe('departments', () => {
  it('lists the 32 departments and Bogotá D.C., each code once', () => {
    expect(DEPARTMENTS).toHaveLength(33);
    expect(new Set(DEPARTMENTS.map((d) => d.code)).size).toBe(33);
  });

  it('finds a department however the address wrote it', () => {
    expect(departmentOf('Antioquia')).toBe('05');
    expect(departmentOf('  ANTIOQUIA ')).toBe('05');
    expect(departmentOf('Bogota D.C')).toBe('11');
    expect(departmentOf('bogotá')).toBe('11');
    expect(departmentOf('Atlantico')).toBe('08');
    expect(departmentOf('Valle')).toBe('76');
    expect(departmentOf('05')).toBe('05');
    expect(departmentOf('Maharashtra')).toBeUndefined();
    expect(departmentName('05')).toBe('Antioquia');
  });
});
