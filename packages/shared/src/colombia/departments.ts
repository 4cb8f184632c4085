/**
 * Where a Colombian order can be delivered: the 32 departamentos and Bogotá D.C. (a district, not part of
 * Cundinamarca), with their DANE codes. A seller's shipping rates are set per entry; an address's
 * `state` names one of them.
 */
export const DEPARTMENTS = [
  { code: '91', name: 'Amazonas' },
  { code: '05', name: 'Antioquia' },
  { code: '81', name: 'Arauca' },
  { code: '08', name: 'Atlántico' },
  { code: '11', name: 'Bogotá D.C.' },
  { code: '13', name: 'Bolívar' },
  { code: '15', name: 'Boyacá' },
  { code: '17', name: 'Caldas' },
  { code: '18', name: 'Caquetá' },
  { code: '85', name: 'Casanare' },
  { code: '19', name: 'Cauca' },
  { code: '20', name: 'Cesar' },
  { code: '27', name: 'Chocó' },
  { code: '23', name: 'Córdoba' },
  { code: '25', name: 'Cundinamarca' },
  { code: '94', name: 'Guainía' },
  { code: '95', name: 'Guaviare' },
  { code: '41', name: 'Huila' },
  { code: '44', name: 'La Guajira' },
  { code: '47', name: 'Magdalena' },
  { code: '50', name: 'Meta' },
  { code: '52', name: 'Nariño' },
  { code: '54', name: 'Norte de Santander' },
  { code: '86', name: 'Putumayo' },
  { code: '63', name: 'Quindío' },
  { code: '66', name: 'Risaralda' },
  { code: '88', name: 'San Andrés y Providencia' },
  { code: '68', name: 'Santander' },
  { code: '70', name: 'Sucre' },
  { code: '73', name: 'Tolima' },
  { code: '76', name: 'Valle del Cauca' },
  { code: '97', name: 'Vaupés' },
  { code: '99', name: 'Vichada' },
] as const;

export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];
export const DEPARTMENT_CODES = DEPARTMENTS.map((d) => d.code) as [DepartmentCode, ...DepartmentCode[]];

const comparable = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** Other ways people write a department (the address form was free text before the list). */
const ALIASES: Record<string, DepartmentCode> = {
  bogota: '11',
  'bogota dc': '11',
  'bogota d c': '11',
  'distrito capital': '11',
  'santafe de bogota': '11',
  valle: '76',
  guajira: '44',
  'san andres': '88',
  'archipielago de san andres providencia y santa catalina': '88',
  'norte santander': '54',
};

const BY_NAME = new Map<string, DepartmentCode>([
  ...DEPARTMENTS.map((d) => [comparable(d.name), d.code] as const),
  ...Object.entries(ALIASES),
]);

/** The department an address's `state` names, whatever its case or accents; undefined when none. */
export function departmentOf(state: string): DepartmentCode | undefined {
  const key = comparable(state);
  return BY_NAME.get(key) ?? DEPARTMENTS.find((d) => d.code === state)?.code;
}

export const departmentName = (code: string): string =>
  DEPARTMENTS.find((d) => d.code === code)?.name ?? code;
