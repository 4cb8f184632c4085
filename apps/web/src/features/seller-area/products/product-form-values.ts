/** What the form holds: text inputs give strings, the selects and the image field give the rest. */
export interface ProductFormValues {
  images: string[];
  title: string;
  /** The maker's model number; '' when none (decision 0028). */
  modelNumber: string;
  description: string;
  mrpPrice: string;
  sellingPrice: string;
  quantity: string;
  color: string;
  /** '19', '5' or '0': the IVA rate the price includes. */
  vatPercent: string;
  sizes: string[];
  category: string;
  category2: string;
  category3: string;
  /** Attribute key → the input's text ('' when not stated), see specs-fields.tsx. */
  specs: Record<string, string>;
}
