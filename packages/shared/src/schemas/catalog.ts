import { z } from 'zod';
import { COLORS, PRODUCT_SIZES } from '../constants/catalog.ts';
import { text } from './common.ts';

/** Money on the wire: a decimal number with at most 2 decimals (the server stores cents). */
export const Money = z.number();

export const ProductSize = z.enum(PRODUCT_SIZES);

export const CategoryResponse = z.object({
  id: z.number(),
  categoryId: z.string(),
  name: z.string(),
  level: z.number(),
  parentCategoryId: z.string().nullable(),
});
export type CategoryResponse = z.infer<typeof CategoryResponse>;

/** What shoppers see of a seller: never e-mail, phone or bank details. */
export const PublicSeller = z.object({
  id: z.number(),
  businessDetails: z.object({ businessName: z.string() }),
});

export const ProductResponse = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  mrpPrice: Money,
  sellingPrice: Money,
  discountPercent: z.number(),
  quantity: z.number(),
  in_stock: z.boolean(),
  color: z.string(),
  images: z.array(z.string()),
  sizes: z.array(z.string()),
  category: CategoryResponse,
  seller: PublicSeller,
  numRatings: z.number(),
  averageRating: z.number(),
  createdAt: z.string(),
});
export type ProductResponse = z.infer<typeof ProductResponse>;

export const ProductPage = z.object({
  content: z.array(ProductResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type ProductPage = z.infer<typeof ProductPage>;

export const PRODUCT_PAGE_SIZE = 12;
export const SORTS = ['price_low', 'price_high', 'newest'] as const;
export const MAX_SEARCH_RESULTS = 50;

const colorNames = new Set(COLORS.map((c) => c.name.toLowerCase()));
const pesos = (label: string) =>
  z.coerce
    .number({ error: `${label} debe ser un número` })
    .min(0, `${label} no puede ser negativo`)
    .max(1_000_000_000, `${label} es demasiado alto`);
const percent = z.coerce
  .number({ error: 'El descuento debe ser un número' })
  .int('El descuento debe ser un número entero')
  .min(0, 'El descuento debe estar entre 0 y 100')
  .max(100, 'El descuento debe estar entre 0 y 100');

/**
 * `GET /products`: every filter of DESIGN §6. `price` ('min-max' in pesos) and `discount` are the spec's
 * alternative spellings of minPrice/maxPrice and minDiscount.
 */
export const ListProductsQuery = z
  .object({
    category: text().max(100).optional(),
    color: text()
      .optional()
      .refine((c) => !c || colorNames.has(c.toLowerCase()), 'Color no válido'),
    brand: text().max(60).optional(),
    minPrice: pesos('El precio mínimo').optional(),
    maxPrice: pesos('El precio máximo').optional(),
    price: text()
      .regex(/^\d+(\.\d{1,2})?-\d+(\.\d{1,2})?$/, "El rango de precio debe tener la forma 'min-max'")
      // Each end gets the same checks as minPrice and maxPrice (unknown[]: the tuple coerces its input).
      .transform((range): unknown[] => range.split('-'))
      .pipe(z.tuple([pesos('El precio mínimo'), pesos('El precio máximo')]))
      .optional(),
    minDiscount: percent.optional(),
    discount: percent.optional(),
    sizes: text()
      .optional()
      .transform((s) => (s ? s.split(',').map((x) => x.trim().toUpperCase()) : undefined))
      .pipe(z.array(z.enum(PRODUCT_SIZES, { error: 'Talla no válida' })).optional()),
    sort: z.enum(SORTS, { error: "El orden debe ser 'price_low', 'price_high' o 'newest'" }).optional(),
    pageNumber: z.coerce
      .number({ error: 'La página debe ser un número' })
      .int('La página debe ser un número entero')
      .min(0, 'La página no puede ser negativa')
      .max(10_000, 'La página es demasiado alta')
      .default(0),
  })
  .transform(({ price, discount, ...q }, ctx) => {
    let { minPrice, maxPrice } = q;
    if (price) {
      minPrice ??= price[0];
      maxPrice ??= price[1];
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      ctx.addIssue({
        code: 'custom',
        message: 'El precio mínimo no puede ser mayor que el máximo',
        path: ['price'],
      });
    }
    return { ...q, minPrice, maxPrice, minDiscount: q.minDiscount ?? discount };
  });
export type ListProductsQuery = z.infer<typeof ListProductsQuery>;

export const SearchQuery = z.object({
  query: text().max(200, 'La búsqueda es demasiado larga').default(''),
});

export const ProductIdParams = z.object({
  productId: z.coerce.number({ error: 'Producto no encontrado' }).int().positive('Producto no encontrado'),
});

export const HomeCategoryResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string(),
  categoryId: z.string(),
  section: z.string(),
  parentCategoryId: z.string().nullable(),
});
export const DealResponse = z.object({
  id: z.number(),
  discount: z.number(),
  category: HomeCategoryResponse,
});
export const HomePageResponse = z.object({
  grid: z.array(HomeCategoryResponse),
  shopByCategories: z.array(HomeCategoryResponse),
  electricCategories: z.array(HomeCategoryResponse),
  dealCategories: z.array(HomeCategoryResponse),
  deals: z.array(DealResponse),
});
export type HomePageResponse = z.infer<typeof HomePageResponse>;

export const WishlistResponse = z.object({
  id: z.number(),
  products: z.array(ProductResponse),
});
export type WishlistResponse = z.infer<typeof WishlistResponse>;
