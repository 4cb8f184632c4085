import { sql } from 'drizzle-orm';
import { orderMessages } from '../../db/schema/messages.ts';
import { UPLOADS_LIKE, uploadNamesIn } from '../../lib/storage/image-urls.ts';
import { createMessageSending } from './message-sending.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { createThreadReading } from './thread-reading.ts';

export type { Caller } from './messages-deps.ts';

/**
 * Buyer–seller messages per order (docs/product.md#messages). One service made of:
 * - thread-reading.ts: the conversation for its buyer and seller (marking it read), the unread counts, the
 *   administrators' reading once `openToAdmins` let them;
 * - message-sending.ts: a new message, masked (contact-masking.ts), and the other side's mail.
 * Who may read or write is the orders service's answer: `orders.find` with the caller as the owner.
 */
export function createMessagesService(deps: MessagesDeps) {
  return {
    ...createThreadReading(deps),
    ...createMessageSending(deps),

    /** Uploads the messages show, kept by the uploads cleanup. */
    async uploadsInUse(): Promise<string[]> {
      const rows = await deps.db
        .select({ images: orderMessages.images })
        .from(orderMessages)
        .where(sql`array_to_string(${orderMessages.images}, ' ') like ${UPLOADS_LIKE}`);
      return uploadNamesIn(rows.map((r) => r.images.join(' ')));
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
