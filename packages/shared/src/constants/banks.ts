// No zod here: the web imports this on its own (`@tecnobazar/shared/constants/banks`).
/**
 * The Colombian banks and deposit wallets a seller can be paid to. `code` is the entity's ACH Colombia
 * compensation code (the one transfer files and PSE use), `name` how it is shown. The spec's `ifscCode`
 * carries it (docs/decisions/0024-sellers-colombian-data.md).
 */
export interface Bank {
  code: string;
  name: string;
}

export const COLOMBIAN_BANKS: readonly Bank[] = [
  { code: '1007', name: 'Bancolombia' },
  { code: '1001', name: 'Banco de Bogotá' },
  { code: '1051', name: 'Davivienda' },
  { code: '1013', name: 'BBVA Colombia' },
  { code: '1023', name: 'Banco de Occidente' },
  { code: '1002', name: 'Banco Popular' },
  { code: '1052', name: 'Banco AV Villas' },
  { code: '1019', name: 'Scotiabank Colpatria' },
  { code: '1032', name: 'Banco Caja Social' },
  { code: '1040', name: 'Banco Agrario' },
  { code: '1006', name: 'Itaú' },
  { code: '1012', name: 'Banco GNB Sudameris' },
  { code: '1062', name: 'Banco Falabella' },
  { code: '1060', name: 'Banco Pichincha' },
  { code: '1061', name: 'Bancoomeva' },
  { code: '1053', name: 'Banco W' },
  { code: '1063', name: 'Banco Finandina' },
  { code: '1069', name: 'Banco Serfinanza' },
  { code: '1065', name: 'Banco Santander de Negocios Colombia' },
  { code: '1059', name: 'Bancamía' },
  { code: '1066', name: 'Banco Cooperativo Coopcentral' },
  { code: '1067', name: 'Mibanco' },
  { code: '1009', name: 'Citibank Colombia' },
  { code: '1070', name: 'Lulo Bank' },
  { code: '1507', name: 'Nequi' },
  { code: '1551', name: 'Daviplata' },
  { code: '1809', name: 'Nu Colombia' },
];

/** How a name is compared: no case, no accents, no dots, single spaces ('BANCO DE BOGOTA' is Banco de Bogotá). */
const key = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[.]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase();

/** Other names people give some banks. */
const ALIASES: Record<string, string> = {
  BBVA: '1013',
  'BANCO DAVIVIENDA': '1051',
  'AV VILLAS': '1052',
  COLPATRIA: '1019',
  'BANCO ITAU': '1006',
  'GNB SUDAMERIS': '1012',
  'BANCO BBVA': '1013',
  NU: '1809',
  NUBANK: '1809',
  'BANCO CAJA SOCIAL BCSC': '1032',
};

const BY_KEY = new Map<string, Bank>([
  ...COLOMBIAN_BANKS.flatMap((bank) => [[bank.code, bank] as const, [key(bank.name), bank] as const]),
  ...Object.entries(ALIASES).map(
    ([alias, code]) => [alias, COLOMBIAN_BANKS.find((b) => b.code === code)!] as const,
  ),
]);

/** The bank a code or a name stands for ('1007', 'Bancolombia', 'BANCO DE BOGOTA'); undefined if none. */
export const findBank = (codeOrName: string): Bank | undefined => BY_KEY.get(key(codeOrName));

export const BANK_ACCOUNT_TYPES = ['AHORROS', 'CORRIENTE'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  AHORROS: 'Ahorros',
  CORRIENTE: 'Corriente',
};
