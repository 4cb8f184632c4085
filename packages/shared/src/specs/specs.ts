import { z } from 'zod';
import { type SpecAttribute, specAttributesOf } from './attributes.ts';
import type { ProductSpecs } from './format.ts';

export type { ProductSpecs, SpecValue } from './format.ts';

/** Specifications on the wire, before the category's rules: at most 40 plain values. */
export const ProductSpecsInput = z
  .record(
    z.string().max(40),
    z.union([z.string().max(200), z.number(), z.boolean()], {
      error: 'Cada especificación debe ser un texto, un número o sí/no',
    }),
    { error: 'Las especificaciones deben ser una lista de valores' },
  )
  .refine((specs) => Object.keys(specs).length <= 40, 'Demasiadas especificaciones');

function valueSchema(attribute: SpecAttribute) {
  const { label } = attribute;
  switch (attribute.type) {
    case 'enum':
      return z.enum(attribute.options as [string, ...string[]], {
        error: `${label}: elige una de las opciones (${attribute.options.join(', ')})`,
      });
    case 'boolean':
      return z.boolean({ error: `${label} debe ser sí o no` });
    case 'text':
      return z
        .string({ error: `${label} debe ser un texto` })
        .trim()
        .min(1, `${label} no puede estar vacío`)
        .max(attribute.maxLength, `${label} puede tener como máximo ${attribute.maxLength} caracteres`);
    case 'number': {
      const { min, max, unit } = attribute;
      const withUnit = (n: number) => (unit ? `${n} ${unit}` : String(n));
      let schema = z
        .number({ error: `${label} debe ser un número` })
        .min(min, `${label} debe ser al menos ${withUnit(min)}`)
        .max(max, `${label} puede ser como máximo ${withUnit(max)}`);
      schema = attribute.integer
        ? schema.int(`${label} debe ser un número entero`)
        : schema.refine(
            (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9,
            `${label} admite como máximo dos decimales`,
          );
      return schema;
    }
  }
}

/**
 * The rules of a level-2 category's specifications: each known attribute optional and typed, any other key
 * refused by name.
 */
export function specsSchemaFor(level2CategoryId: string) {
  const attributes = specAttributesOf(level2CategoryId);
  const known = new Set(attributes.map((a) => a.key));
  return z
    .record(z.string(), z.unknown())
    .superRefine((specs, ctx) => {
      for (const key of Object.keys(specs)) {
        if (!known.has(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: `Especificación desconocida para esta categoría: ${key}`,
          });
      }
    })
    .pipe(z.object(Object.fromEntries(attributes.map((a) => [a.key, valueSchema(a).optional()]))))
    .transform(
      (specs) => Object.fromEntries(Object.entries(specs).filter(([, v]) => v !== undefined)) as ProductSpecs,
    );
}

export { formatSpecValue, specRows, VARIANT_AXIS_KEYS, variantLabel } from './format.ts';
