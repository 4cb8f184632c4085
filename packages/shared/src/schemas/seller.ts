import { z } from 'zod';
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

export const BusinessDetails = z.object({
  businessName: required('Se requiere el nombre de la empresa'),
  businessEmail: z.union([Email, z.literal('')]).optional(),
  businessMobile: text().max(20).optional(),
  businessAddress: text().max(300).optional(),
});
export const PickupAddress = z.object({
  address: required('Se requiere la dirección', 300),
  city: required('Se requiere la ciudad', 100),
  state: required('Se requiere el estado', 100),
  mobile: Mobile,
});
export const BankDetails = z.object({
  accountHolderName: required('Se requiere el nombre del titular de la cuenta'),
  accountNumber: text('Se requiere el número de cuenta')
    .min(1, 'Se requiere el número de cuenta')
    .regex(/^[0-9-]{4,34}$/, 'Número de cuenta no válido'),
  ifscCode: required('Se requiere el código IFSC', 20),
});
export type BankDetails = z.infer<typeof BankDetails>;

/** Whether a seller can be paid: their bank details pass the bank form's rules (holder, number, bank code). */
export const hasCompleteBankDetails = (details: BankDetails) => BankDetails.safeParse(details).success;

/** Seller answers the forms show at a field (the registration form and the account's business section). */
export const SELLER_FORM_MESSAGES = {
  /** A shop's name is public, so saying it is taken tells nothing about who registered it. */
  businessNameTaken: 'Ese nombre de empresa ya está en uso. Elige otro.',
};

/** `POST /sellers`: the registration form. Pickup and bank details may be completed later. */
export const RegisterSellerBody = z.object({
  sellerName: required('Se requiere el nombre del vendedor', 100),
  email: Email,
  mobile: Mobile,
  gstin: required('Se requiere el Nip', 30),
  businessDetails: BusinessDetails,
  pickupAddress: PickupAddress.optional(),
  bankDetails: BankDetails.optional(),
});
export type RegisterSellerBody = z.infer<typeof RegisterSellerBody>;

/** `PATCH /sellers`: any of the seller's own sections; status and e-mail verification are not writable. */
export const UpdateSellerBody = z
  .object({
    sellerName: required('Se requiere el nombre del vendedor', 100).optional(),
    email: Email.optional(),
    mobile: Mobile.optional(),
    gstin: required('Se requiere el Nip', 30).optional(),
    businessDetails: BusinessDetails.optional(),
    pickupAddress: PickupAddress.optional(),
    bankDetails: BankDetails.optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'No hay cambios que guardar');
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
  gstin: z.string(),
  accountStatus: SellerStatus,
  emailVerified: z.boolean(),
  businessDetails: z.object({
    businessName: z.string(),
    businessEmail: z.string().nullable(),
    businessMobile: z.string().nullable(),
    businessAddress: z.string().nullable(),
  }),
  pickupAddress: z.object({ address: z.string(), city: z.string(), state: z.string(), mobile: z.string() }),
  bankDetails: z.object({ accountHolderName: z.string(), accountNumber: z.string(), ifscCode: z.string() }),
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
