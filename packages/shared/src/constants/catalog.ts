/**
 * Catalogue constants shared by the API and the web app: colours (product form and colour filter),
 * sizes, and the listing's price and discount filters (product.md#products, product.md#listing).
 */

export interface ColorEntry {
  name: string;
  hex: string;
}

/**
 * The colour palette. As in the original list some names repeat with a different shade (Marrón, Beige,
 * Azul, Verde); a product stores the colour *name*, so filters match every shade with that name.
 */
export const COLORS: readonly ColorEntry[] = [
  { name: 'Rosado', hex: '#FFC0CB' },
  { name: 'Verde', hex: '#008000' },
  { name: 'Azul', hex: '#0000FF' },
  { name: 'Rojo', hex: '#FF0000' },
  { name: 'Negro', hex: '#000000' },
  { name: 'Blanco', hex: '#FFFFFF' },
  { name: 'Gris', hex: '#808080' },
  { name: 'Naranja', hex: '#FFA500' },
  { name: 'Oro', hex: '#FFD700' },
  { name: 'Plata', hex: '#C0C0C0' },
  { name: 'Marrón', hex: '#A52A2A' },
  { name: 'Beige', hex: '#F5F5DC' },
  { name: 'Amarillo', hex: '#FFFF00' },
  { name: 'Morado', hex: '#800080' },
  { name: 'Violeta', hex: '#8A2BE2' },
  { name: 'Cian', hex: '#00FFFF' },
  { name: 'Turquesa', hex: '#40E0D0' },
  { name: 'Azul Marino', hex: '#000080' },
  { name: 'Azul Cielo', hex: '#87CEEB' },
  { name: 'Verde Lima', hex: '#32CD32' },
  { name: 'Verde Oliva', hex: '#808000' },
  { name: 'Verde Menta', hex: '#98FF98' },
  { name: 'Magenta', hex: '#FF00FF' },
  { name: 'Fucsia', hex: '#FF0090' },
  { name: 'Coral', hex: '#FF7F50' },
  { name: 'Salmón', hex: '#FA8072' },
  { name: 'Vino Tinto', hex: '#722F37' },
  { name: 'Granate', hex: '#800000' },
  { name: 'Lavanda', hex: '#E6E6FA' },
  { name: 'Crema', hex: '#FFFDD0' },
  { name: 'Marfil', hex: '#FFFFF0' },
  { name: 'Caqui', hex: '#C3B091' },
  { name: 'Marrón', hex: '#8B4513' },
  { name: 'Beige', hex: '#D9C4A0' },
  { name: 'Chocolate', hex: '#D2691E' },
  { name: 'Gris Oscuro', hex: '#404040' },
  { name: 'Gris Claro', hex: '#D3D3D3' },
  { name: 'Grafito', hex: '#383838' },
  { name: 'Bronce', hex: '#CD7F32' },
  { name: 'Cobre', hex: '#B87333' },
  { name: 'Transparente', hex: '#F0F8FF' },
];

/** Every size a product may offer; the seller add-product form offers FREE, S and M. */
export const PRODUCT_SIZES = ['FREE', 'S', 'M', 'L', 'XL'] as const;
export type ProductSize = (typeof PRODUCT_SIZES)[number];

/**
 * Upper bound used for the open-ended "and more" price range. Price filter values are always
 * `'{min}-{max}'` in whole store units (COP), both bounds inclusive, so the API parses every value the
 * same way (`price=min-max`); the last range is `'100000-1000000000'`.
 */
export const PRICE_FILTER_MAX = 1_000_000_000;

export interface PriceFilter {
  label: string;
  /** `'{min}-{max}'` in whole pesos, inclusive. */
  value: string;
}

export const PRICE_FILTERS: readonly PriceFilter[] = [
  { label: 'Menos de $5.000', value: '0-5000' },
  { label: '$5.000 - $10.000', value: '5000-10000' },
  { label: '$10.000 - $20.000', value: '10000-20000' },
  { label: '$20.000 - $30.000', value: '20000-30000' },
  { label: '$30.000 - $50.000', value: '30000-50000' },
  { label: '$50.000 - $100.000', value: '50000-100000' },
  { label: '$100.000 y más', value: `100000-${PRICE_FILTER_MAX}` },
];

export interface DiscountFilter {
  label: string;
  /** Minimum discount percentage (`minDiscount`). */
  value: number;
}

export const DISCOUNT_FILTERS: readonly DiscountFilter[] = [10, 20, 30, 40, 50, 60, 70, 80].map((value) => ({
  label: `${value}% y más`,
  value,
}));

/** Query keys of the listing's specification filters: `spec.socket=AM5,AM4`. */
export const SPEC_FILTER_PREFIX = 'spec.';

/** Most units of one product a cart line may hold. */
export const MAX_CART_QUANTITY = 10;
