import { z } from 'zod';
import { DEFAULT_VAT_PERCENT, VAT_RATES } from '../colombia/vat.ts';
import { PRODUCT_SIZES, SPEC_FILTER_PREFIX } from '../constants/catalog.ts';
import { MAX_BUILD_PARTS, PRODUCT_IMAGES_MAX } from '../constants/limits.ts';
import { ourColorName } from '../constants/original-client-aliases.ts';
import { ProductSpecsInput, specsSchemaFor } from '../specs/specs.ts';
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

/**
 * `GET /categories/top-level`: the level-1 categories with at least one product shoppers can see, in menu
 * order. The storefront's menu leaves out the others.
 */
export const TopLevelCategoriesResponse = z.object({ categoryIds: z.array(z.string()) });
export type TopLevelCategoriesResponse = z.infer<typeof TopLevelCategoriesResponse>;

/**
 * A shop as shoppers see it (`GET /sellers/{id}/shop`): its name, the rating of its products' reviews, its
 * sales (orders not cancelled) and how many products it lists.
 */
export const ShopResponse = z.object({
  id: z.number(),
  businessName: z.string(),
  averageRating: z.number(),
  numRatings: z.number(),
  salesCount: z.number(),
  productCount: z.number(),
});
export type ShopResponse = z.infer<typeof ShopResponse>;

/** What shoppers see of a seller: never e-mail, phone or bank details. */
export const PublicSeller = z.object({
  id: z.number(),
  businessDetails: z.object({ businessName: z.string() }),
});

/** A catalogue product's variant as the product page offers it (decision 0028, step 6). */
export const ProductVariant = z.object({
  id: z.number(),
  /** Its values on the product's axes, e.g. `{capacityGb: 32}`. */
  axes: z.record(z.string(), z.union([z.string(), z.number()])),
  /** Those values as shoppers read them: '32 GB'. */
  label: z.string(),
  modelNumber: z.string().nullable(),
  /** Its offers that can be bought now, and the lowest price among them (null when none). */
  offerCount: z.number(),
  lowestPrice: Money.nullable(),
});
export type ProductVariant = z.infer<typeof ProductVariant>;

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
  /** The category's specifications (specs/attributes.ts), keyed by attribute. */
  specs: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
  category: CategoryResponse,
  seller: PublicSeller,
  numRatings: z.number(),
  averageRating: z.number(),
  createdAt: z.string(),
  /** The IVA rate its price includes (0, 5 or 19). */
  vatPercent: z.number(),
  /** In the seller's own lists only: where its page stands in review (decision 0028, section 5). */
  approval: z
    .object({
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED', 'CHANGE_PENDING']),
      reason: z.string().nullable(),
    })
    .optional(),
  /** The maker's model number, which other shops find it by (decision 0028). */
  modelNumber: z.string().nullable().optional(),
  /** The offer shown, whose shop, prices and stock these are (decision 0028); null when none is listed. */
  offerId: z.number().nullable().optional(),
  /** Offers that can be bought now, the shown one included: 'Otros vendedores (N)'. */
  offerCount: z.number().optional(),
  /** The lowest price among them ('desde $X'); null when none can be bought. */
  lowestPrice: Money.nullable().optional(),
  /** What its variants differ by, e.g. `['capacityGb']`; only on a product sold in variants. */
  variantAxes: z.array(z.string()).optional(),
  /** The variant the shown offer sells (decision 0028, step 6); null for a product without variants. */
  variantId: z.number().nullable().optional(),
  /** On the product page of a product sold in variants: each of them, to pick one. */
  variants: z.array(ProductVariant).optional(),
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

export { SPEC_FILTER_PREFIX };

const MAX_SPEC_FILTERS = 12;

/** The "Compatible con tu armado" facet's values, in the order it lists them. */
export const FIT_VALUES = ['compatible', 'unchecked', 'warning'] as const;
export type FitValue = (typeof FIT_VALUES)[number];

export const FIT_MESSAGES = {
  badBuild: 'El armado debe ser una lista de ids de productos separados por comas',
  tooManyParts: `Un armado puede tener hasta ${MAX_BUILD_PARTS} partes`,
  badFit: "El filtro de compatibilidad debe ser 'compatible', 'unchecked' o 'warning'",
  fitNeedsBuild: 'El filtro de compatibilidad necesita las partes de tu armado (build)',
};

/** A comma list ('3,7'), any repeated parameter joined, as its trimmed non-empty items. */
const commaList = (raw: unknown) =>
  (Array.isArray(raw) ? raw : [raw])
    .flatMap((v) => String(v).split(','))
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** Moves the `spec.<key>=a,b` query parameters into `specs: { key: [a, b] }` (at most 12, 20 values each). */
function gatherSpecFilters(raw: unknown): unknown {
  if (typeof raw !== 'object' || raw === null) return raw;
  const rest: Record<string, unknown> = {};
  const specs: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (!key.startsWith(SPEC_FILTER_PREFIX) || Object.keys(specs).length >= MAX_SPEC_FILTERS) {
      rest[key] = value;
      continue;
    }
    const values = (Array.isArray(value) ? value : [value]).flatMap((v) => String(v).split(','));
    const kept = values.map((v) => v.trim()).filter((v) => v !== '' && v.length <= 100);
    if (kept.length > 0) specs[key.slice(SPEC_FILTER_PREFIX.length).slice(0, 40)] = kept.slice(0, 20);
  }
  return { ...rest, specs };
}

/**
 * `GET /products`: every filter of product.md#listing. `price` ('min-max' in pesos) and `discount` are the
 * spec's alternative spellings of minPrice/maxPrice and minDiscount.
 */
export const ListProductsQuery = z
  .preprocess(
    gatherSpecFilters,
    z.object({
      category: text().max(100).optional(),
      color: text()
        .optional()
        .refine((c) => !c || ourColorName(c), 'Color no válido')
        .transform((c) => c && ourColorName(c)),
      brand: text().max(60).optional(),
      /** One shop's products (its page, `/tiendas/{sellerId}`). */
      seller: z.coerce
        .number({ error: 'Vendedor no encontrado' })
        .int()
        .positive('Vendedor no encontrado')
        .optional(),
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
      /** `spec.<attribute>=a,b`: products whose attribute is a or b (keys checked against the category). */
      specs: z.record(z.string(), z.array(z.string())).default({}),
      /** `build=3,7`: the product ids of the shopper's open build; the facets then count how parts fit it. */
      build: z
        .preprocess(
          (raw) => (raw === undefined ? undefined : commaList(raw)),
          z
            .array(
              z
                .string()
                .regex(/^[1-9]\d{0,14}$/, FIT_MESSAGES.badBuild)
                .transform(Number),
              {
                error: FIT_MESSAGES.badBuild,
              },
            )
            .max(MAX_BUILD_PARTS, FIT_MESSAGES.tooManyParts)
            .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
        )
        .optional(),
      /** `fit=compatible,unchecked`: only the parts that fit the build so (needs `build`). */
      fit: z
        .preprocess(
          (raw) => (raw === undefined ? undefined : commaList(raw)),
          z
            .array(z.enum(FIT_VALUES, { error: FIT_MESSAGES.badFit }), { error: FIT_MESSAGES.badFit })
            .transform((values) => FIT_VALUES.filter((v) => values.includes(v))),
        )
        .optional(),
    }),
  )
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
    if (q.fit?.length && !q.build?.length)
      ctx.addIssue({ code: 'custom', message: FIT_MESSAGES.fitNeedsBuild, path: ['fit'] });
    return {
      ...q,
      minPrice,
      maxPrice,
      minDiscount: q.minDiscount ?? discount,
      build: q.build?.length ? q.build : undefined,
      fit: q.fit?.length ? q.fit : undefined,
    };
  });
export type ListProductsQuery = z.infer<typeof ListProductsQuery>;

const FacetValue = z.object({ value: z.string(), count: z.number() });
/**
 * `GET /products/facets`: what the listing's filters can narrow to, each value with how many products it
 * would leave given the other active filters. `specs` holds the category's key attributes (brand first);
 * `colors` only where the category has colours; `priceRanges` about six ranges with round bounds from the
 * category's prices (`max` null: and more).
 */
export const ProductFacetsResponse = z.object({
  specs: z.array(z.object({ key: z.string(), label: z.string(), values: z.array(FacetValue) })),
  colors: z.array(FacetValue),
  priceRanges: z.array(z.object({ min: z.number(), max: z.number().nullable(), count: z.number() })),
  /**
   * "Compatible con tu armado": with `build`, how many of the category's products fit it so, each of
   * FIT_VALUES in that order (0 included). Absent without a build, or when no rule relates the category to
   * the build's parts (keyboards).
   */
  fit: z.array(z.object({ value: z.enum(FIT_VALUES), count: z.number() })).optional(),
});
export type ProductFacetsResponse = z.infer<typeof ProductFacetsResponse>;

/** Response header of the search: the words searched instead of the typed ones, when one was corrected. */
export const SEARCHED_FOR_HEADER = 'X-Searched-For';

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

export const PRODUCT_MESSAGES = {
  sellingAboveMrp: 'El precio de venta no puede ser mayor que el precio sugerido',
  wholeCategory: 'Indica la categoría completa: category, category2 y category3',
} as const;

const PRICE_MAX = 1_000_000_000;
/** A price in pesos in the JSON body: a number (never a string), positive, with at most 2 decimals. */
const price = (required: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? required : 'El precio debe ser un número') })
    .positive('El precio debe ser positivo')
    .max(PRICE_MAX, 'El precio es demasiado alto')
    // 19.99 * 100 is 1998.9999999999998: compare with a tolerance, not with Number.isInteger.
    .refine(
      (n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      'El precio puede tener como máximo 2 decimales',
    );
const categoryId = text('Se requiere la categoría').min(1, 'Se requiere la categoría').max(100);

/** The fields of the seller's product form (product.md#forms); `discountPercent` is the server's. */
const vatPercent = z.coerce
  .number({ error: 'Elige la tarifa de IVA' })
  .refine((v) => (VAT_RATES as readonly number[]).includes(v), 'La tarifa de IVA debe ser 0, 5 o 19 %');

const productFields = {
  title: text('Se requiere el título')
    .min(1, 'Se requiere el título')
    .min(5, 'El título debe tener al menos 5 caracteres')
    .max(200, 'El título debe tener como máximo 200 caracteres'),
  description: text('Se requiere la descripción', { multiline: true })
    .min(1, 'Se requiere la descripción')
    .min(10, 'La descripción debe tener al menos 10 caracteres')
    .max(5000, 'La descripción debe tener como máximo 5000 caracteres'),
  mrpPrice: price('Se requiere el precio sugerido'),
  sellingPrice: price('Se requiere el precio de venta'),
  quantity: z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Se requiere la cantidad' : 'La cantidad debe ser un número',
    })
    .int('La cantidad debe ser un número entero')
    .min(0, 'La cantidad no puede ser negativa')
    .max(1_000_000, 'La cantidad es demasiado alta'),
  color: text('Se requiere el color')
    .min(1, 'Se requiere el color')
    .refine((c) => ourColorName(c), 'Color no válido')
    // Stored as the palette spells it (the original client's names as ours), so the colour filter finds it.
    .transform((c) => ourColorName(c)!),
  // The spec's client sends its one chosen size as a string ('' when none is chosen).
  sizes: z.preprocess(
    (sizes) => (typeof sizes === 'string' ? [sizes].filter(Boolean) : sizes),
    z
      .array(z.enum(PRODUCT_SIZES, { error: 'Talla no válida' }), { error: 'Se requieren las tallas' })
      .min(1, 'Se requieren las tallas')
      .max(PRODUCT_SIZES.length, 'Demasiadas tallas')
      .transform((sizes) => [...new Set(sizes)]),
  ),
  images: z
    .array(text('La imagen debe ser una dirección').min(1, 'La imagen debe ser una dirección').max(500), {
      error: 'Se requiere al menos una imagen',
    })
    .min(1, 'Se requiere al menos una imagen')
    .max(PRODUCT_IMAGES_MAX, `Como máximo ${PRODUCT_IMAGES_MAX} imágenes`),
  category: categoryId,
  category2: categoryId,
  category3: categoryId,
  /** The maker's model number (decision 0028): other shops find the product by it. Empty means none. */
  modelNumber: z.preprocess(
    (m) => (typeof m === 'string' && m.trim() === '' ? null : m),
    text('El número de modelo debe ser un texto')
      .max(60, 'El número de modelo debe tener como máximo 60 caracteres')
      .nullable(),
  ),
};

/**
 * The product fields one by one, for a form whose inputs are strings: it reads them into numbers and
 * arrays, then checks each with these, so it shows the server's messages.
 */
export const ProductFields = { ...productFields, vatPercent };

/** A product's specifications checked against its level-2 category, each message under its attribute. */
function checkSpecs(specs: Record<string, unknown>, level2: string, ctx: z.RefinementCtx) {
  const result = specsSchemaFor(level2).safeParse(specs);
  for (const issue of result.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['specs', ...issue.path] });
}

/**
 * Units of a product created without a quantity: the spec's client has no input for it and sends `''`.
 * Zero, so the product is listed sold out until its seller states the stock in Inventario: a marketplace
 * does not sell units nobody declared (each would be a paid order to cancel and refund).
 */
export const UNDECLARED_QUANTITY = 0;

/** `POST /sellers/product`. A missing or empty `quantity` is UNDECLARED_QUANTITY. */
export const CreateProductBody = z
  .object({
    ...productFields,
    quantity: z.preprocess(
      (quantity) => (quantity === '' ? undefined : quantity),
      productFields.quantity.default(UNDECLARED_QUANTITY),
    ),
    specs: ProductSpecsInput.default({}),
    vatPercent: vatPercent.default(DEFAULT_VAT_PERCENT),
    modelNumber: productFields.modelNumber.optional(),
  })
  .refine((p) => p.sellingPrice <= p.mrpPrice, {
    message: PRODUCT_MESSAGES.sellingAboveMrp,
    path: ['sellingPrice'],
  })
  .superRefine((p, ctx) => checkSpecs(p.specs, p.category2, ctx));
export type CreateProductBody = z.infer<typeof CreateProductBody>;

const isObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `PATCH /sellers/product/{productId}`: any of the fields. The category chain moves as a whole; the prices
 * are checked against each other here when both come, and against the stored one by the server otherwise.
 */
export const UpdateProductBody = z
  .object({
    title: productFields.title.optional(),
    description: productFields.description.optional(),
    mrpPrice: productFields.mrpPrice.optional(),
    sellingPrice: productFields.sellingPrice.optional(),
    quantity: productFields.quantity.optional(),
    color: productFields.color.optional(),
    sizes: productFields.sizes.optional(),
    images: productFields.images.optional(),
    // The spec's client sends the loaded product back whole, its category as the object it read: that is
    // no move (its form cannot move a product), so it is ignored like any other key the body does not take.
    category: z.preprocess((c) => (isObject(c) ? undefined : c), categoryId.optional()),
    category2: categoryId.optional(),
    category3: categoryId.optional(),
    /** Checked against the category's set: the new one when it moves, else the stored one (server). */
    specs: ProductSpecsInput.optional(),
    vatPercent: vatPercent.optional(),
    modelNumber: productFields.modelNumber.optional(),
  })
  .refine(
    (p) =>
      [p.category, p.category2, p.category3].every((c) => c === undefined) ||
      [p.category, p.category2, p.category3].every((c) => c !== undefined),
    { message: PRODUCT_MESSAGES.wholeCategory, path: ['category3'] },
  )
  .refine((p) => p.sellingPrice === undefined || p.mrpPrice === undefined || p.sellingPrice <= p.mrpPrice, {
    message: PRODUCT_MESSAGES.sellingAboveMrp,
    path: ['sellingPrice'],
  });
export type UpdateProductBody = z.infer<typeof UpdateProductBody>;

/** `DELETE /sellers/product/{productId}`: `archived` when the product had orders and was archived instead. */
export const DeleteProductResponse = z.object({ message: z.string(), archived: z.boolean() });
export type DeleteProductResponse = z.infer<typeof DeleteProductResponse>;
