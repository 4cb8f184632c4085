/**
 * A business name as shops are told apart: lower case, without accents (decomposed, marks dropped), spaces
 * trimmed and collapsed. 'Tienda Ñandú' and 'tienda  nandu' are the same shop name. Migration 0021 computed it
 * in SQL for the shops that already existed (translate over the accented Latin letters).
 */
export const businessNameKey = (name: string): string =>
  name.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ');
