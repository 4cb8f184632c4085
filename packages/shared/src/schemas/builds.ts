/**
 * "Arma tu PC" (issue 34): a build is a list of parts, each a product in a slot of the builder. It is saved
 * to the shopper's account, or by a visitor as a link anyone can open and copy (`/armados/{id}`).
 */
import { z } from 'zod';
import { BUILD_NAME_MAX, MAX_BUILD_PARTS } from '../constants/limits.ts';
import { BUILD_SLOTS, SLOT_IDS } from '../specs/build-slots.ts';
import { ProductResponse } from './catalog.ts';
import { text } from './common.ts';

export { BUILD_NAME_MAX, MAX_BUILD_PARTS };

export const BUILD_MESSAGES = {
  nameRequired: 'Ponle un nombre a tu armado',
  nameTooLong: `El nombre puede tener hasta ${BUILD_NAME_MAX} caracteres`,
  noParts: 'Agrega al menos una parte a tu armado',
  tooManyParts: `Un armado puede tener hasta ${MAX_BUILD_PARTS} partes`,
  badSlot: 'Ranura de armado no válida',
  oneInSlot: (label: string) => `${label} admite una sola parte`,
  tooManyUnits: (label: string, max: number) => `${label} admite hasta ${max} unidades`,
  wrongSlot: (title: string, label: string) => `«${title}» no va en la ranura ${label}`,
  repeated: 'Una parte está repetida en el armado',
  notFound: 'Armado no encontrado',
  productGone: 'Una de las partes ya no está a la venta',
  saved: 'Armado guardado',
  deleted: 'Armado eliminado',
};

export const BuildPart = z.object({
  slot: z.enum(SLOT_IDS, { error: BUILD_MESSAGES.badSlot }),
  productId: z.number({ error: 'Producto no encontrado' }).int().positive('Producto no encontrado'),
  quantity: z
    .number({ error: 'La cantidad debe ser un número' })
    .int('La cantidad debe ser un número entero')
    .min(1, 'La cantidad debe ser al menos 1')
    .max(8, 'La cantidad puede ser hasta 8')
    .default(1),
});
export type BuildPart = z.infer<typeof BuildPart>;

/** `POST /builds`, `PUT /api/builds/{id}`: the whole build; a slot that takes one part holds at most one. */
export const SaveBuildBody = z.object({
  name: text(BUILD_MESSAGES.nameRequired)
    .min(1, BUILD_MESSAGES.nameRequired)
    .max(BUILD_NAME_MAX, BUILD_MESSAGES.nameTooLong),
  parts: z
    .array(BuildPart, { error: BUILD_MESSAGES.noParts })
    .min(1, BUILD_MESSAGES.noParts)
    .max(MAX_BUILD_PARTS, BUILD_MESSAGES.tooManyParts)
    .superRefine((parts, ctx) => {
      for (const slot of BUILD_SLOTS) {
        const inSlot = parts.filter((p) => p.slot === slot.slot);
        if (!slot.multiple && inSlot.length > 1)
          ctx.addIssue({ code: 'custom', message: BUILD_MESSAGES.oneInSlot(slot.label) });
        if (inSlot.some((p) => p.quantity > slot.maxQuantity))
          ctx.addIssue({
            code: 'custom',
            message: BUILD_MESSAGES.tooManyUnits(slot.label, slot.maxQuantity),
          });
      }
      if (new Set(parts.map((p) => p.productId)).size < parts.length)
        ctx.addIssue({ code: 'custom', message: BUILD_MESSAGES.repeated });
    }),
});
export type SaveBuildBody = z.infer<typeof SaveBuildBody>;

export const BuildIdParams = z.object({
  id: text(BUILD_MESSAGES.notFound).regex(/^[A-Za-z0-9_-]{8,24}$/, BUILD_MESSAGES.notFound),
});

/**
 * A saved build: its parts, and the products they are as the catalogue shows them now (a part whose product
 * is no longer sold is left out of `products`; the builder says so). `mine`: the caller may change it.
 */
export const BuildResponse = z.object({
  id: z.string(),
  name: z.string(),
  parts: z.array(BuildPart),
  products: z.array(ProductResponse),
  mine: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BuildResponse = z.infer<typeof BuildResponse>;

export const BuildListResponse = z.array(BuildResponse);
export type BuildListResponse = z.infer<typeof BuildListResponse>;

export * from '../specs/build-slots.ts';
