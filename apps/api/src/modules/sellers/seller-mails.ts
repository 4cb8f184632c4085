import type { SellerStatus } from '@tecnobazar/shared';
import type { MailMessage } from '../../lib/mailer/mailer.ts';

/** What the seller mails need to know about the shop. */
export interface MailedSeller {
  email: string;
  sellerName: string;
  businessName: string;
  emailVerified: boolean;
}

/**
 * The verification link of one registration: opening it makes the shop of that registration's details, so the
 * mail names the shop, and tells whoever did not register it not to open it. Earlier links of the same
 * registration keep working until they expire.
 */
export function verificationMail(
  seller: Pick<MailedSeller, 'email' | 'sellerName' | 'businessName'>,
  link: string,
  ttlHours: number,
  expiresAt: Date,
): MailMessage {
  return {
    to: seller.email,
    subject: 'Verifica tu correo electrónico de vendedor en TecnoBazar',
    text: `Hola ${seller.sellerName}, confirma tu correo electrónico para crear la tienda «${seller.businessName}» abriendo este enlace: ${link}\nEl enlace vence en ${ttlHours} horas; los que te enviamos antes para esta tienda también sirven hasta que vencen. Cuando lo verifiques podrás iniciar sesión como vendedor, y tus productos se mostrarán en la tienda cuando un administrador apruebe tu tienda.\nSi tú no registraste la tienda «${seller.businessName}», no abras el enlace: alguien escribió tu correo. Si quieres vender en TecnoBazar, regístrate tú mismo.`,
    secretUntil: expiresAt,
  };
}

const BLOCKED_WORDS: Record<'SUSPENDED' | 'DEACTIVATED' | 'BANNED' | 'CLOSED', [string, string]> = {
  SUSPENDED: ['suspendida', 'Suspendimos'],
  DEACTIVATED: ['desactivada', 'Desactivamos'],
  BANNED: ['bloqueada', 'Bloqueamos'],
  CLOSED: ['cerrada', 'Cerramos'],
};

/**
 * What a change of status means for the shop, said to its owner. A shop that leaves PENDING_VERIFICATION
 * for anything but ACTIVE was not approved: that is its rejection.
 */
export function statusMail(
  seller: MailedSeller,
  from: SellerStatus,
  to: SellerStatus,
  publicUrl: string,
): MailMessage {
  const shop = `tu tienda ${seller.businessName}`;
  const signIn = `${publicUrl}/become-seller`;
  const lockedOut = 'Tus productos no se muestran en la tienda y no puedes iniciar sesión como vendedor.';
  const mail = (subject: string, body: string): MailMessage => ({
    to: seller.email,
    subject: `Tu tienda en TecnoBazar ${subject}`,
    text: `Hola ${seller.sellerName}. ${body}`,
  });

  if (to === 'ACTIVE') {
    const approved = from === 'PENDING_VERIFICATION';
    const next = seller.emailVerified
      ? `Inicia sesión como vendedor en ${signIn}.`
      : `Para iniciar sesión, primero verifica tu correo con el enlace que te enviamos; si venció, inicia sesión en ${signIn} y te enviaremos uno nuevo.`;
    return mail(
      approved ? 'fue aprobada' : 'fue reactivada',
      `${approved ? 'Aprobamos' : 'Reactivamos'} ${shop}: tus productos ya se muestran en TecnoBazar. ${next}`,
    );
  }
  if (to === 'PENDING_VERIFICATION')
    return mail(
      'volvió a revisión',
      `Un administrador volvió a poner ${shop} en revisión. Tus productos no se muestran en la tienda hasta que la aprobemos; mientras tanto puedes iniciar sesión y preparar tu catálogo.`,
    );
  if (from === 'PENDING_VERIFICATION')
    return mail(
      'no fue aprobada',
      `Revisamos ${shop} y no la aprobamos. ${lockedOut} Si crees que es un error, escríbenos.`,
    );
  const [label, verb] = BLOCKED_WORDS[to];
  const why = to === 'BANNED' ? ' por incumplir las políticas de TecnoBazar' : '';
  const reply = to === 'SUSPENDED' ? ' Escríbenos para más información.' : '';
  return mail(`fue ${label}`, `${verb} ${shop}${why}. ${lockedOut}${reply}`);
}
