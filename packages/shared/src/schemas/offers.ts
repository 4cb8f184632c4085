/**
 * Offers (decision 0028): what a shop sells of a catalogue product, its price, stock, condition and
 * warranty. On screens an offer is a 'publicación'. One schema for the seller's form, the API and each
 * line of an import, so they refuse the same things with the same words.
 */
import { z } from 'zod';
import { DEPARTMENT_CODES } from '../colombia/departments.ts';
import { OFFER_CONDITIONS } from '../constants/offers.ts';
import { CategoryResponse, Money, PRODUCT_MESSAGES, ProductFields, ProductVariant } from './catalog.ts';

export { OFFER_CONDITION_LABELS, OFFER_CONDITIONS } from '../constants/offers.ts';
export type OfferCondition = (typeof OFFER_CONDITIONS)[number];

/** The seller's warranty, in months: the legal minimum for new goods is the default (decision 0028). */
export const DEFAULT_WARRANTY_MONTHS = 12;
export const WARRANTY_MONTHS_MAX = 120;

export const OFFER_MESSAGES = {
  duplicate: 'Ya tienes una publicación de este producto en esta condición',
  condition: 'La condición debe ser nuevo, reacondicionado o usado',
  warranty: `La garantía debe ser un número entero de meses entre 0 y ${WARRANTY_MONTHS_MAX}`,
  product: 'Se requiere el producto',
  variant: 'Elige la variante que vendes',
} as const;

export const OfferCondition = z.enum(OFFER_CONDITIONS, { error: OFFER_MESSAGES.condition });
export const WarrantyMonths = z
  .number({ error: OFFER_MESSAGES.warranty })
  .int(OFFER_MESSAGES.warranty)
  .min(0, OFFER_MESSAGES.warranty)
  .max(WARRANTY_MONTHS_MAX, OFFER_MESSAGES.warranty);

/** An offer's own fields, without the product it sells. */
export const OfferFields = z.object({
  condition: OfferCondition.default('NUEVO'),
  mrpPrice: ProductFields.mrpPrice,
  sellingPrice: ProductFields.sellingPrice,
  quantity: ProductFields.quantity,
  warrantyMonths: WarrantyMonths.default(DEFAULT_WARRANTY_MONTHS),
});

const sellingNotAboveMrp = <T extends { sellingPrice: number; mrpPrice: number }>(o: T) =>
  o.sellingPrice <= o.mrpPrice;

/** `POST /sellers/offers`: sell a catalogue product, or one of its variants (never waits for approval). */
export const OfferBody = OfferFields.extend({
  productId: z.number({ error: OFFER_MESSAGES.product }).int().positive(),
  variantId: z.number({ error: OFFER_MESSAGES.variant }).int().positive().optional(),
}).refine(sellingNotAboveMrp, { message: PRODUCT_MESSAGES.sellingAboveMrp, path: ['sellingPrice'] });
export type OfferBody = z.infer<typeof OfferBody>;

/** One offer as its shop manages it (the seller's list, an import's result, the export). */
export const OfferResponse = z.object({
  offerId: z.number(),
  productId: z.number(),
  title: z.string(),
  condition: OfferCondition,
  mrpPrice: z.number(),
  sellingPrice: z.number(),
  quantity: z.number(),
  in_stock: z.boolean(),
  warrantyMonths: z.number(),
});
export type OfferResponse = z.infer<typeof OfferResponse>;

/**
 * `?department=` on a product's page and offers: the DANE code of where the buyer ships (their newest
 * address, or the 'Enviar a' choice), so the buy box and each offer's shipping are priced for it.
 */
export const DepartmentQuery = z.object({
  department: z.enum(DEPARTMENT_CODES, { error: 'Departamento no válido' }).optional(),
});

/** `GET /products/{id}` and its offers: for the buyer's department, and for one variant when given. */
export const ProductPageQuery = DepartmentQuery.extend({
  variant: z.coerce.number({ error: 'Variante no válida' }).int().positive('Variante no válida').optional(),
});

/** One offer of a product as a shopper compares them ('Otros vendedores'). */
export const ProductOffer = z.object({
  offerId: z.number(),
  /** The variant it sells; null for a product without variants. */
  variantId: z.number().nullable(),
  seller: z.object({
    id: z.number(),
    businessName: z.string(),
    /** The shop's rating of the last 365 days (0 to 5), null while it has too few reviews to judge. */
    averageRating: z.number().nullable(),
    /** Its share of orders shipped on time in the last 90 days (0 to 1), null while too few. */
    onTimeRate: z.number().nullable(),
  }),
  condition: OfferCondition,
  warrantyMonths: z.number(),
  sellingPrice: Money,
  mrpPrice: Money,
  discountPercent: z.number(),
  /** Shipping of one unit to the department (or the shop's general rate without one); 0 when free. */
  shipping: Money,
  landedPrice: Money,
  quantity: z.number(),
  in_stock: z.boolean(),
  /** This offer wins the buy box for the department. */
  buyBox: z.boolean(),
});
export type ProductOffer = z.infer<typeof ProductOffer>;

/** `GET /products/{id}/offers`: every listed offer, the buy box first, then in the buy box's order. */
export const ProductOffersResponse = z.object({ productId: z.number(), offers: z.array(ProductOffer) });
export type ProductOffersResponse = z.infer<typeof ProductOffersResponse>;

/** `GET /sellers/catalog/search`: find the product before listing it (by words or the model number). */
export const CatalogSearchQuery = z.object({
  query: z.string().trim().max(200).optional(),
  modelNumber: z.string().trim().max(60).optional(),
});
export const CatalogMatch = z.object({
  productId: z.number(),
  title: z.string(),
  image: z.string().nullable(),
  brand: z.string().nullable(),
  modelNumber: z.string().nullable(),
  category: CategoryResponse,
  offerCount: z.number(),
  lowestPrice: Money.nullable(),
  /** The caller's live offers of it, so the page says 'Ya lo vendes'. */
  myOfferIds: z.array(z.number()),
  /** Its variants, one of which an offer must sell (empty for a product without variants). */
  variants: z.array(z.object({ id: z.number(), label: z.string() })),
  /**
   * What a new variant of it names (`POST …/variants`): its variants' axes, or, before it has any, those
   * of its specifications a variant may differ by (capacity, speed, size). Empty: it cannot have variants.
   */
  variantAxes: z.array(z.string()),
});
export type CatalogMatch = z.infer<typeof CatalogMatch>;

/** A catalogue product's state (decision 0028, section 5): only APPROVED ones are shown to shoppers. */
export const PRODUCT_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const REVISION_STATES = [
  'PENDING',
  'APPROVED',
  'REJECTED',
  'CHANGES_REQUESTED',
  'SUPERSEDED',
] as const;
export type RevisionState = (typeof REVISION_STATES)[number];
export const REVISION_KINDS = ['NEW', 'CHANGE', 'VARIANT'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** What the seller's lists say of a product's review: in review, turned down or asked to change, and why. */
export const ProductApproval = z.object({
  status: z.enum(['PENDING', 'APPROVED', 'REJECTED', 'CHANGES_REQUESTED', 'CHANGE_PENDING']),
  reason: z.string().nullable(),
});
export type ProductApproval = z.infer<typeof ProductApproval>;

export const REVISION_REASON_MAX = 500;
/** An administrator turns a proposal down or asks for changes: the seller reads why. */
export const RevisionReasonBody = z.object({
  reason: z
    .string({ error: 'Indica el motivo' })
    .trim()
    .min(5, 'El motivo debe tener al menos 5 caracteres')
    .max(REVISION_REASON_MAX, `El motivo debe tener como máximo ${REVISION_REASON_MAX} caracteres`),
});
export const TrustedBody = z.object({ trusted: z.boolean({ error: 'Indica si la tienda es de confianza' }) });

export const RevisionListQuery = z.object({
  state: z.enum(REVISION_STATES).optional(),
  /** Only the proposals of trusted shops, published without review ('Publicadas automáticamente'). */
  auto: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

/** A proposal as the administrators' queue shows it: the values proposed beside those they replace. */
export const RevisionResponse = z.object({
  id: z.number(),
  /** A new product, a change to a product's page, or a new variant of it (`changes: {axes, modelNumber}`). */
  kind: z.enum(REVISION_KINDS),
  state: z.enum(REVISION_STATES),
  product: z.object({
    id: z.number(),
    title: z.string(),
    image: z.string().nullable(),
    status: z.enum(PRODUCT_STATUSES),
  }),
  seller: z.object({ id: z.number(), businessName: z.string() }),
  /** The values proposed, and those they replace; `categoryId` as the category's name. */
  changes: z.record(z.string(), z.unknown()),
  base: z.record(z.string(), z.unknown()),
  reason: z.string().nullable(),
  autoApproved: z.boolean(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type RevisionResponse = z.infer<typeof RevisionResponse>;
export const REVISION_PAGE_SIZE = 20;
export const RevisionPage = z.object({
  content: z.array(RevisionResponse),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type RevisionPage = z.infer<typeof RevisionPage>;

/** `POST /admin/catalog/products/{id}/merge`: the duplicate's offers, orders and reviews go to `intoId`. */
export const MergeProductBody = z.object({
  intoId: z
    .number({ error: 'Indica el producto que se conserva' })
    .int()
    .positive('Indica el producto que se conserva'),
});

/** Listings that look like one maker's model (same category and brand, and model number or title). */
export const DuplicateGroup = z.object({
  products: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      image: z.string().nullable(),
      modelNumber: z.string().nullable(),
      offerCount: z.number(),
      numRatings: z.number(),
    }),
  ),
});
export type DuplicateGroup = z.infer<typeof DuplicateGroup>;

export const VARIANT_MESSAGES = {
  axes: 'Indica al menos un valor de variante: capacidad, velocidad, tamaño o color',
  axisNotAllowed: (key: string) => `«${key}» no puede distinguir variantes de este producto`,
  sameAxes: 'Las variantes de un producto deben diferir en los mismos atributos',
  exists: 'Ese producto ya tiene esa variante',
  pick: 'Elige una de las variantes del producto',
  published: 'Variante publicada',
  proposed: 'Variante enviada a aprobación: la publicaremos cuando un administrador la apruebe',
  alreadyProposed: 'Ya propusiste una variante de este producto: espera la decisión antes de proponer otra',
  notSelling: 'Para agregar una variante, vende primero este producto',
  baseMissing: (key: string) =>
    `El producto no indica «${key}» en sus especificaciones: corrígelo antes de agregar variantes`,
} as const;

/**
 * `POST /sellers/catalog/products/{id}/variants`: a new variant of a catalogue product, on the axes its
 * variants differ by; its specifications are the product's with these values.
 */
export const VariantBody = z.object({
  // The keys VARIANT_AXIS_KEYS names, each optional; others are ignored, as in every body.
  axes: z
    .object(
      {
        capacityGb: z.number({ error: 'La capacidad debe ser un número' }).optional(),
        speedMhz: z.number({ error: 'La velocidad debe ser un número' }).optional(),
        size: z.string().trim().min(1).max(60).optional(),
        sizeIn: z.number({ error: 'El tamaño debe ser un número' }).optional(),
        color: z.string().trim().min(1).max(60).optional(),
      },
      { error: VARIANT_MESSAGES.axes },
    )
    .transform((axes) => Object.fromEntries(Object.entries(axes).filter(([, v]) => v !== undefined)))
    .refine((axes) => Object.keys(axes).length > 0, VARIANT_MESSAGES.axes),
  modelNumber: z.preprocess(
    (m) => (typeof m === 'string' && m.trim() === '' ? null : m),
    z
      .string()
      .trim()
      .max(60, 'El número de modelo debe tener como máximo 60 caracteres')
      .nullable()
      .default(null),
  ),
});
export type VariantBody = z.infer<typeof VariantBody>;

/**
 * The answer to a proposed variant: a trusted shop's is published at once (`pending: false`), any other
 * waits in 'Aprobación de productos'. `variants` are the product's, the new one included once published.
 */
export const VariantProposalResponse = z.object({
  pending: z.boolean(),
  message: z.string(),
  variants: z.array(ProductVariant),
});
export type VariantProposalResponse = z.infer<typeof VariantProposalResponse>;
