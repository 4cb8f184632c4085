/**
 * The mails that answer an address, shared by registration, verification and sign-in: a verification
 * link for one registration, or why what was asked for did not come (docs/decisions/0005).
 */
import { eq } from 'drizzle-orm';
import { sellerRegistrations } from '../../db/schema/sellers.ts';
import { verificationMail } from './seller-mails.ts';
import {
  BLOCKED,
  type RegistrationRow,
  type SellerRow,
  type SellersDeps,
  sellerLookups,
} from './seller-rules.ts';

export function createSellerLinks(deps: SellersDeps) {
  const { otp, mailer } = deps;
  const { registrationsOf } = sellerLookups(deps.db);

  return {
    /**
     * A new link for one registration, which opening it verifies (or, with none, for a shop that was left
     * unverified before registrations were kept apart); `resend` (with the caller's address) obeys the send
     * limits. The registration lives as long as its newest link.
     */
    async sendVerificationLink(
      email: string,
      registration: Pick<RegistrationRow, 'id' | 'details'> | { id?: undefined; details: SellerRow },
      resend?: { ip: string },
    ) {
      const { sellerName } = registration.details;
      const businessName =
        'businessDetails' in registration.details
          ? registration.details.businessDetails.businessName
          : registration.details.businessName;
      await otp.issueLinkCode(
        email,
        async (code, tx, expiresAt) => {
          if (registration.id !== undefined)
            await tx
              .update(sellerRegistrations)
              .set({ expiresAt })
              .where(eq(sellerRegistrations.id, registration.id));
          await mailer.send(
            verificationMail(
              { email, sellerName, businessName },
              `${deps.publicUrl}/verify-seller/${code}`,
              deps.linkTtlHours,
              expiresAt,
            ),
            tx,
          );
        },
        resend,
        registration.id,
      );
    },

    /**
     * Tells the owner of the address, and only them, why what they asked for (`asked`) did not come
     * (docs/decisions/0005).
     */
    async explainByMail(email: string, seller: SellerRow | undefined, asked: 'code' | 'link') {
      const signIn = `Inicia sesión como vendedor en ${deps.publicUrl}/become-seller.`;
      const register = `${deps.publicUrl}/become-seller`;
      // A registration not yet verified gets no new link here: the address alone does not say whose
      // registration it would verify (someone else may have registered this address), only a link does.
      const pending = !seller && (await registrationsOf(email)).length > 0;
      const why = pending
        ? `Este correo tiene un registro de tienda sin verificar. Para crear tu tienda abre el enlace del correo «Verifica tu correo electrónico de vendedor en TecnoBazar» que te enviamos al registrarte (solo ese enlace crea la tienda con los datos que escribiste); si venció, ábrelo igual y pide uno nuevo desde esa página, o regístrate de nuevo en ${register}.`
        : !seller
          ? `No hay una cuenta de vendedor con este correo. Puedes registrarte en ${register}.`
          : (BLOCKED[seller.accountStatus] ?? `Tu correo electrónico ya está verificado. ${signIn}`);
      await mailer.send({
        to: email,
        subject:
          asked === 'code'
            ? 'Intento de inicio de sesión de vendedor en TecnoBazar'
            : 'Pedido de un enlace de verificación de vendedor en TecnoBazar',
        text: `Alguien pidió ${asked === 'code' ? 'un código para iniciar sesión como vendedor' : 'un enlace para verificar una tienda'} con este correo, pero no se envió ninguno. ${why} Si no fuiste tú, ignora este correo.`,
      });
    },
  };
}
export type SellerLinks = ReturnType<typeof createSellerLinks>;
