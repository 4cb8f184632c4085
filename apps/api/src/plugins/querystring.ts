import { parse } from 'node:querystring';

type Query = Record<string, string | string[]>;

/**
 * The app's query string parser: an empty value means "not set". The original client sends every
 * filter on every call (`sort=&brand=&color=`), and schemas give a missing parameter its default.
 */
export function parseQuerystring(querystring: string): Query {
  const query: Query = Object.create(null);
  for (const [key, value] of Object.entries(parse(querystring))) {
    const values = [value ?? []].flat().filter((v) => v !== '');
    if (values.length > 0) query[key] = values.length === 1 ? values[0]! : values;
  }
  return query;
}
