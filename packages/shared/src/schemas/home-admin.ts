import { z } from 'zod';
import { DealResponse } from './catalog.ts';
import { text } from './common.ts';

/** `PATCH /admin/home-category/{id}` (product.md#forms): an uploaded image and a category of the tree. */
export const UpdateHomeCategoryBody = z.object({
  image: text('Image is required').min(1, 'Image is required').max(2048),
  categoryId: text('Category is required').min(1, 'Category is required').max(100),
  /** The tile's caption; the category's name when not given. */
  name: text().max(100).optional(),
});
export type UpdateHomeCategoryBody = z.infer<typeof UpdateHomeCategoryBody>;

export const HomeCategoryIdParams = z.object({
  id: z.coerce.number({ error: 'Categoría no encontrada' }).int().positive('Categoría no encontrada'),
});

/** A deal's discount (product.md#forms): 0 to 100 percent. */
const discount = z
  .number({
    error: (issue) => (issue.input === undefined ? 'Discount is required' : 'Discount must be a number'),
  })
  .int('Discount must be a whole number')
  .min(0, 'Discount must be a positive number')
  .max(100, 'Discount cannot exceed 100');

/** `POST /admin/deals`: the discount and the DEALS home category it applies to. */
export const CreateDealBody = z.object({
  discount,
  category: z.object({
    id: z.number({ error: 'Category is required' }).int().positive('Category is required'),
  }),
});
export type CreateDealBody = z.infer<typeof CreateDealBody>;

/** The spec's client edits a deal with `category: {id: 0}` (its form has no category): keep the deal's. */
const keepCategory = z.object({ id: z.literal(0) }).transform(() => undefined);

/** `PATCH /admin/deals/{id}`: the discount, the category, or both. */
export const UpdateDealBody = z
  .object({
    discount: discount.optional(),
    category: z.union([keepCategory, CreateDealBody.shape.category]).optional(),
  })
  .refine((b) => b.discount !== undefined || b.category !== undefined, 'No hay cambios que guardar');
export type UpdateDealBody = z.infer<typeof UpdateDealBody>;

/**
 * A deal as the administrator sees it: with `bestDiscount`, the highest discount its category's products
 * have now (null when it has none). The home page shows the deal only while that reaches its `discount`.
 */
export const AdminDealResponse = DealResponse.extend({ bestDiscount: z.number().nullable() });
export type AdminDealResponse = z.infer<typeof AdminDealResponse>;

export const DealIdParams = z.object({
  id: z.coerce.number({ error: 'Oferta no encontrada' }).int().positive('Oferta no encontrada'),
});

/** `DELETE /admin/deals/{id}`: the spec's client removes the deal only when `status` is truthy. */
export const DeleteDealResponse = z.object({ status: z.boolean(), message: z.string() });
