/**
 * Hides the contact details that would take a sale off the platform (product.md#messages): phone numbers,
 * e-mail addresses and links, each replaced by HIDDEN. Pure: the messages service stores what it answers.
 * Prices ($1.299.000), order numbers (#123), model numbers (RTX 4070, i7-13700K), dates and the order's own
 * tracking number stay as written.
 */
export const HIDDEN = '[dato oculto]';

const SEP = String.raw`[\s.\-]`;
// An e-mail, also written to dodge a filter: "ana arroba gmail punto com", "ana [at] gmail (dot) com".
const AT = String.raw`(?:\s*@\s*|\s*[[(]\s*(?:at|arroba)\s*[\])]\s*|\s+arroba\s+)`;
// A dot with spaces around it only before a common ending ("gmail . com"), so a sentence after an address
// ("…@gmail.com. Luego") is not taken for part of it.
const DOT = String.raw`(?:\.|\s*[[(]\s*(?:dot|punto)\s*[\])]\s*|\s+punto\s+|\s*\.\s*(?=(?:com|co|net|org)\b))`;
// The domain starts with a letter: "RTX 4070 @ 2.5GHz" is not an address.
const EMAIL = new RegExp(String.raw`[\p{L}\d._%+\-]+${AT}\p{L}[\p{L}\d\-]*(?:${DOT}[\p{L}\d\-]+)*`, 'giu');

const LINK = /\bhttps?:\/\/\S+|\bwww\.\S+/giu;
// A bare address ("algo.com", "wa.me/57…", "bit.ly/…") ends in a top-level domain typed in lower case, so
// a sentence missing its space ("Llegó.Me gusta") is left alone; a model number has no such ending.
const TLD =
  'com|co|net|org|info|io|me|app|store|shop|online|site|xyz|biz|ly|gl|link|tv|us|mx|ar|cl|pe|ec|ve|gg|ai|dev|page|website|tienda';
const BARE_DOMAIN = new RegExp(
  String.raw`(?<![\p{L}\d@])[\p{L}\d\-]+(?:\.[\p{L}\d\-]+)*\.(?:${TLD})(?![\p{L}\d\-])(?:[\/?#]\S*)?`,
  'gu',
);
const SPOKEN_DOMAIN = /(?<![\p{L}\d])[\p{L}\d-]+\s+punto\s+(?:com|co|net|org)(?![\p{L}\d])/giu;

// A Colombian mobile (3xx xxx xxxx) or landline (60x xxx xxxx), with or without +57 / (+57) / 57.
const COUNTRY = String.raw`(?:\(?\+?\s?57\)?${SEP}*)?`;
const COLOMBIAN = new RegExp(
  String.raw`(?<![\p{L}\d#$])${COUNTRY}(?:3\d{2}|60\d)${SEP}*\d{3}${SEP}*\d{2}${SEP}?\d{2}(?![\p{L}\d])`,
  'gu',
);
// Any other run of 7 or more digits, split by single spaces, dots or dashes, maybe after a +country code.
const DIGIT_RUN = new RegExp(
  String.raw`(?<![\p{L}\d#$.,\-])(?:\+\d{1,3}${SEP}?)?\d(?:${SEP}?\d){6,}(?![\p{L}\d])`,
  'gu',
);

/** Not a phone: a price in the store's format, a date, an amount said in pesos. */
function notAPhone(run: string, before: string, after: string): boolean {
  if (/\$\s*$/.test(before)) return true; // $1299000
  if (/^\s*(?:pesos|cop|mil)\b/i.test(after)) return true;
  if (/^\d{1,3}(?:[.,]\d{3})+$/.test(run)) return true; // 1.299.000
  if (/^\d{4}[.-]\d{1,2}[.-]\d{1,2}$/.test(run) || /^\d{1,2}[.-]\d{1,2}[.-]\d{2,4}$/.test(run)) return true;
  return false;
}

const digits = (s: string) => s.replace(/\D/g, '');

export interface Masked {
  text: string;
  /** Whether anything was hidden: the message then carries MESSAGE_MESSAGES.maskedNote. */
  masked: boolean;
}

/**
 * `text` with every phone number, e-mail address and link replaced by HIDDEN. `allowed`: numbers the order
 * itself shows (its tracking number), kept when written in the message.
 */
export function maskContacts(text: string, allowed: readonly string[] = []): Masked {
  const keep = new Set(allowed.map(digits).filter((d) => d.length > 0));
  let masked = false;
  const hide = () => {
    masked = true;
    return HIDDEN;
  };
  const phone = (run: string, offset: number, whole: string) => {
    if (keep.has(digits(run))) return run;
    if (notAPhone(run, whole.slice(0, offset), whole.slice(offset + run.length))) return run;
    return hide();
  };
  const out = text
    .replace(EMAIL, hide)
    .replace(LINK, hide)
    .replace(BARE_DOMAIN, hide)
    .replace(SPOKEN_DOMAIN, hide)
    .replace(COLOMBIAN, phone)
    .replace(DIGIT_RUN, phone);
  return { text: out, masked };
}
