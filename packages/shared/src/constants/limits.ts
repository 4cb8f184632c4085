// Limits that a form in apps/web and the server's schema both enforce: one number each, so the form can never
// accept what the server then refuses.

/** Photos a shopper may attach to one review. */
export const REVIEW_PHOTOS_MAX = 5;
/** Images of one product. */
export const PRODUCT_IMAGES_MAX = 8;
/** Characters of the reason an administrator gives for rejecting a payout. */
export const PAYOUT_REJECTION_REASON_MAX = 300;
/** Characters of one message between a buyer and a seller about an order. */
export const MESSAGE_TEXT_MAX = 2000;
/** Images attached to one such message. */
export const MESSAGE_IMAGES_MAX = 4;
/** Photos a shopper may attach to one return or warranty request. */
export const RETURN_PHOTOS_MAX = 5;
/** Characters of the buyer's description of a return, the seller's instructions or reason, an escalation's comment. */
export const RETURN_TEXT_MAX = 1000;
/** Parts of one PC build (issue 34), saved or sent to a listing as `build`. */
export const MAX_BUILD_PARTS = 16;
/** Characters of a PC build's name. */
export const BUILD_NAME_MAX = 80;
