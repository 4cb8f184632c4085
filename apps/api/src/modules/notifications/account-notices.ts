/** The mails about accounts that someone must act on: a new shop waits for an administrator. */
import type { DbOrTx } from '../../db/client.ts';
import type { MailSending } from './mail-sending.ts';
import type { NotificationsDeps } from './notifications-deps.ts';

export function createAccountNotices({ publicUrl }: NotificationsDeps, sending: MailSending) {
  return {
    /** To every administrator once a shop's e-mail is verified: it cannot sell until one activates it. */
    shopAwaitingActivation(
      tx: DbOrTx,
      shop: { businessName: string; sellerName: string; email: string },
    ): Promise<number> {
      return sending.sendToAdmins(tx, (adminName) => ({
        subject: `Nueva tienda por activar: ${shop.businessName}`,
        greeting: `Hola ${adminName},`,
        paragraphs: [
          `${shop.sellerName} (${shop.email}) verificó su correo y registró la tienda ${shop.businessName}.`,
          'No puede publicar productos hasta que un administrador la active. Revisa sus datos en Vendedores.',
        ],
        action: { label: 'Revisar vendedores', url: `${publicUrl}/admin/sellers` },
      }));
    },
  };
}
