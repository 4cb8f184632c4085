import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, findBank } from '../constants/banks.ts';
import { TAX_ID_TYPES, type TaxIdType, taxIdError } from '../tax-id.ts';
import { Email, MOBILE_PATTERN, Otp, text } from './common.ts';

export const SELLER_STATUSES = [
  'PENDING_VERIFICATION',
  'ACTIVE',
  'SUSPENDED',
  'DEACTIVATED',
  'BANNED',
  'CLOSED',
] as const;
export const SellerStatus = z.enum(SELLER_STATUSES);
export type SellerStatus = z.infer<typeof SellerStatus>;

const required = (message: string, max = 200) =>
  text(message).min(1, message).max(max, `Máximo ${max} caracteres`);
const Mobile = text('Se requiere el número de móvil')
  .min(1, 'Se requiere el número de móvil')
  .regex(MOBILE_PATTERN, 'Número de móvil no válido');

export const SELLER_DATA_MESSAGES = {
  taxIdType: 'Elige el tipo de documento',
  legalName: 'Se requiere la razón social o el nombre completo',
  vatResponsible: 'Indica si eres responsable de IVA',
  bank: 'Elige el banco',
  unknownBank: 'Banco no reconocido: elige uno de la lista de bancos colombianos',
  accountType: 'Elige el tipo de cuenta',
  accountNumber: 'El número de cuenta debe tener entre 6 y 20 dígitos',
};

export const TaxIdTypeSchema = z.enum(TAX_ID_TYPES, { error: SELLER_DATA_MESSAGES.taxIdType });
const Gstin = required('Se requiere el Nip', 30);

/**
 * The business section. `legalName` and `vatResponsible` are optional here because the spec's client cannot
 * send them; our forms require them (BusinessFormSchema, the registration form).
 */
export const BusinessDetails = z.object({
  businessName: required('Se requiere el nombre de la empresa'),
  businessEmail: z.union([Email, z.literal('')]).optional(),
  businessMobile: text().max(20).optional(),
  businessAddress: text().max(300).optional(),
  /** Razón social, or a natural person's full name. */
  legalName: text().max(200, 'Máximo 200 caracteres').optional(),
  /** Responsable de IVA. */
  vatResponsible: z.boolean({ error: SELLER_DATA_MESSAGES.vatResponsible }).optional(),
});
export const PickupAddress = z.object({
  address: required('Se requiere la dirección', 300),
  city: required('Se requiere la ciudad', 100),
  state: required('Se requiere el estado', 100),
  mobile: Mobile,
});
/**
 * The bank section. `ifscCode` keeps the spec's name and required message but is the bank now: its ACH code
 * or its name ('1007', 'Bancolombia'), one of COLOMBIAN_BANKS. `accountType` is optional for the spec's
 * client, which cannot send it; our form requires it, and a seller without it cannot request a payout.
 */
export const BankDetails = z.object({
  accountHolderName: required('Se requiere el nombre del titular de la cuenta'),
  // Dots, spaces and dashes as printed on a card or a statement are dropped when stored.
  accountNumber: text('Se requiere el número de cuenta')
    .min(1, 'Se requiere el número de cuenta')
    .refine((v) => /^\d{6,20}$/.test(v.replace(/[.\s-]/g, '')), SELLER_DATA_MESSAGES.accountNumber),
  ifscCode: required('Se requiere el código IFSC', 60).refine(
    (v) => findBank(v) !== undefined,
    SELLER_DATA_MESSAGES.unknownBank,
  ),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: SELLER_DATA_MESSAGES.accountType }).optional(),
});
export type BankDetails = z.infer<typeof BankDetails>;

/**
 * Whether a seller can be paid: the bank form's rules pass (holder, a number of 6 to 20 digits, a bank of
 * the list) and the account type is given.
 */
export const hasCompleteBankDetails = (details: BankDetails) =>
  details.accountType !== undefined && details.accountType !== null && BankDetails.safeParse(details).success;

type WithTaxId = { gstin?: unknown; taxIdType?: unknown };
/** The Spanish message for a body's tax id, or null: `gstin` checked as the type says (NIT if absent). */
export const bodyTaxIdError = (body: WithTaxId) =>
  typeof body.gstin === 'string' && body.gstin.trim() !== ''
    ? taxIdError(
        (TAX_ID_TYPES as readonly unknown[]).includes(body.taxIdType) ? (body.taxIdType as TaxIdType) : 'NIT',
        body.gstin,
      )
    : null;

/**
 * Checks `gstin` (its check digit, for a NIT) at its field, even while other fields have errors, so a form
 * shows every error at once. `onlyWithType`: a body that names no type is left to the server, which knows
 * the seller's current type (an update).
 */
export const taxIdRefinement = (onlyWithType = false) => ({
  path: ['gstin'],
  when: ({ value }: { value: unknown }) => {
    const body = (value ?? {}) as WithTaxId;
    return typeof body.gstin === 'string' && (!onlyWithType || body.taxIdType !== undefined);
  },
  error: ({ input }: { input: unknown }) => bodyTaxIdError(input as WithTaxId) ?? undefined,
});

/** Seller answers the forms show at a field (the registration form and the account's business section). */
export const SELLER_FORM_MESSAGES = {
  /** A shop's name is public, so saying it is taken tells nothing about who registered it. */
  businessNameTaken: 'Ese nombre de empresa ya está en uso. Elige otro.',
};

/** `POST /sellers`: the registration form. Pickup and bank details may be completed later. */
/**
 * `POST /sellers`: the registration form. Pickup and bank details may be completed later. `gstin` is the
 * tax id's number, checked as `taxIdType` says; the spec's client sends no type: a NIT.
 */
export const RegisterSellerBody = z
  .object({
    sellerName: required('Se requiere el nombre del vendedor', 100),
    email: Email,
    mobile: Mobile,
    gstin: Gstin,
    taxIdType: TaxIdTypeSchema.optional(),
    businessDetails: BusinessDetails,
    pickupAddress: PickupAddress.optional(),
    bankDetails: BankDetails.optional(),
  })
  .refine((body) => bodyTaxIdError(body) === null, taxIdRefinement());
export type RegisterSellerBody = z.infer<typeof RegisterSellerBody>;

/** `PATCH /sellers`: any of the seller's own sections; status and e-mail verification are not writable. */
export const UpdateSellerBody = z
  .object({
    sellerName: required('Se requiere el nombre del vendedor', 100).optional(),
    email: Email.optional(),
    mobile: Mobile.optional(),
    gstin: Gstin.optional(),
    taxIdType: TaxIdTypeSchema.optional(),
    businessDetails: BusinessDetails.optional(),
    pickupAddress: PickupAddress.optional(),
    bankDetails: BankDetails.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'No hay cambios que guardar')
  .refine((body) => body.taxIdType === undefined || bodyTaxIdError(body) === null, taxIdRefinement(true));
export type UpdateSellerBody = z.infer<typeof UpdateSellerBody>;

export const SellerLoginOtpBody = z.object({ email: Email });
export const SellerVerifyLoginBody = z.object({ email: Email, otp: Otp });

/** The 15-digit code of the verification link, sent by the client as a number. */
export const VerifySellerParams = z.object({
  otp: text().regex(/^\d{6,20}$/, 'El enlace de verificación no es válido'),
});

export const SellerProfile = z.object({
  id: z.number(),
  sellerName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** The tax id's number as stored ('900123456-8'); format it with formatTaxId. */
  gstin: z.string(),
  /** Null while `gstin` is not a valid id (kept from before the check): the fiscal data is incomplete. */
  taxIdType: z.enum(TAX_ID_TYPES).nullable(),
  accountStatus: SellerStatus,
  emailVerified: z.boolean(),
  businessDetails: z.object({
    businessName: z.string(),
    businessEmail: z.string().nullable(),
    businessMobile: z.string().nullable(),
    businessAddress: z.string().nullable(),
    legalName: z.string(),
    vatResponsible: z.boolean().nullable(),
  }),
  pickupAddress: z.object({ address: z.string(), city: z.string(), state: z.string(), mobile: z.string() }),
  bankDetails: z.object({
    accountHolderName: z.string(),
    accountNumber: z.string(),
    /** The bank's ACH code when it is one of the list, else what was written. */
    ifscCode: z.string(),
    bankCode: z.string().nullable(),
    bankName: z.string().nullable(),
    accountType: z.enum(BANK_ACCOUNT_TYPES).nullable(),
  }),
  /**
   * What the seller still has to give: `fiscal` (a valid NIT or cédula, legal name, VAT regime) and `bank`
   * (payouts need it). Each is true when complete.
   */
  dataComplete: z.object({ fiscal: z.boolean(), bank: z.boolean() }),
  /** An administrator trusts the shop: what it proposes for the catalogue is published without review. */
  trusted: z.boolean().optional(),
  createdAt: z.string(),
});
export type SellerProfile = z.infer<typeof SellerProfile>;

/** `GET /sellers/{id}`: a shop's public page. */
export const SellerIdParams = z.object({
  id: z.coerce.number({ error: 'Vendedor no encontrado' }).int().positive('Vendedor no encontrado'),
});

export const ListSellersQuery = z.object({ status: SellerStatus.optional() });
export const SellerStatusParams = z.object({ id: z.coerce.number().int().positive(), status: SellerStatus });

/** The same answer whether or not the e-mail already has a shop (the owner is told by mail). */
export const RegisterSellerResponse = z.object({ message: z.string() });

/** Our registration form: the spec's body, plus the tax id's type, legal name and VAT regime, required. */
export const SellerRegisterFormSchema = z
  .object({
    ...RegisterSellerBody.shape,
    taxIdType: TaxIdTypeSchema,
    businessDetails: BusinessDetails.extend({
      legalName: required(SELLER_DATA_MESSAGES.legalName),
      vatResponsible: z.boolean({ error: SELLER_DATA_MESSAGES.vatResponsible }),
    }),
  })
  .refine((body) => bodyTaxIdError(body) === null, taxIdRefinement());

/** The account's business form: the same required fields, and the business contact fields. */
export const BusinessFormSchema = z
  .object({
    gstin: Gstin,
    taxIdType: TaxIdTypeSchema,
    businessDetails: BusinessDetails.extend({
      legalName: required(SELLER_DATA_MESSAGES.legalName),
      vatResponsible: z.boolean({ error: SELLER_DATA_MESSAGES.vatResponsible }),
    }),
  })
  .refine((body) => bodyTaxIdError(body) === null, taxIdRefinement());

/** The account's bank form: the bank picked from the list, and the account type, required. */
export const BankFormSchema = BankDetails.extend({
  ifscCode: required(SELLER_DATA_MESSAGES.bank, 60),
  accountType: z.enum(BANK_ACCOUNT_TYPES, { error: SELLER_DATA_MESSAGES.accountType }),
});
export type SellerRegisterFormValues = z.infer<typeof SellerRegisterFormSchema>;
