/**
 * The mail a shop gets when an administrator decides one of its catalogue proposals (decision 0028,
 * section 5): what was decided, the reason when it was turned down or sent back, and where to go next.
 */
import { type RevisionKind, variantLabel } from '@tecnobazar/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { productRevisions, products } from '../../db/schema/catalog.ts';
import type { Mailer, MailMessage } from '../../lib/mailer/mailer.ts';
import type { SellersService } from '../sellers/sellers.service.ts';
import type { Categories } from './categories.ts';

export type RevisionDecision = 'approve' | 'reject' | 'request_changes';

interface DecidedProposal {
  kind: RevisionKind;
  productTitle: string;
  /** A variant's label ('64 GB'), for a VARIANT proposal. */
  variantLabel?: string;
  decision: RevisionDecision;
  reason: string | null;
}

/** What the proposal was, as the mail names it. */
function named({ kind, productTitle, variantLabel }: DecidedProposal) {
  if (kind === 'NEW') return `tu producto «${productTitle}»`;
  if (kind === 'CHANGE') return `tu cambio en «${productTitle}»`;
  return `la variante ${variantLabel ? `«${variantLabel}» ` : ''}de «${productTitle}»`;
}

export function revisionDecisionMail(
  seller: { email: string; sellerName: string },
  proposal: DecidedProposal,
  publicUrl: string,
): MailMessage {
  const what = named(proposal);
  const proposals = `${publicUrl}/seller/proposals`;
  const hello = `Hola ${seller.sellerName}.`;
  if (proposal.decision === 'approve') {
    const next = {
      NEW: 'Ya se muestra en TecnoBazar y los compradores pueden comprarlo.',
      CHANGE: 'La ficha del producto ya lo muestra.',
      VARIANT: `Ya puedes venderla: en ${publicUrl}/seller/add-product busca el producto y elige «Vender otra variante».`,
    }[proposal.kind];
    return { to: seller.email, subject: `Aprobamos ${what}`, text: `${hello} Aprobamos ${what}. ${next}` };
  }
  if (proposal.decision === 'reject')
    return {
      to: seller.email,
      subject: `No aprobamos ${what}`,
      text: `${hello} No aprobamos ${what}. Motivo: ${proposal.reason}\nTus propuestas: ${proposals}`,
    };
  const fix =
    proposal.kind === 'VARIANT'
      ? 'Propón la variante de nuevo con los cambios y la revisaremos.'
      : `Corrige el producto en ${publicUrl}/seller/products y lo revisaremos de nuevo.`;
  return {
    to: seller.email,
    subject: `Te pedimos cambios en ${what}`,
    text: `${hello} Antes de aprobar ${what} necesitamos un cambio. Motivo: ${proposal.reason}\n${fix}\nTus propuestas: ${proposals}`,
  };
}

/** The shop hears of the decision, in the decision's transaction (queued with it, sent once it commits). */
export async function mailDecision(
  tx: DbOrTx,
  deps: {
    mailer: Mailer;
    sellers: Pick<SellersService, 'mailContacts'>;
    categoryTree: Categories['categoryTree'];
    publicUrl: string;
  },
  {
    revision,
    product,
    decision,
    reason,
  }: {
    revision: typeof productRevisions.$inferSelect;
    product: typeof products.$inferSelect;
    decision: RevisionDecision;
    reason: string | null;
  },
) {
  const contact = (await deps.sellers.mailContacts([revision.sellerId], tx)).get(revision.sellerId);
  if (!contact) return;
  let label: string | undefined;
  if (revision.kind === 'VARIANT') {
    const { byId } = await deps.categoryTree(tx);
    const level2 = byId.get(product.categoryId)?.parentCategoryId;
    const { axes } = revision.changes as { axes: Record<string, string | number> };
    label = level2 ? variantLabel(level2, axes) : undefined;
  }
  await deps.mailer.send(
    revisionDecisionMail(
      contact,
      { kind: revision.kind, productTitle: product.title, variantLabel: label, decision, reason },
      deps.publicUrl,
    ),
    tx,
  );
}
