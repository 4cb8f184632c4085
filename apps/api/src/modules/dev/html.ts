import { escapeHtml } from '../../lib/html.ts';

/** An http(s) address up to the first space or character that cannot sit in one unescaped. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends the sentence around an address rather than the address itself. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]]+$/;

/**
 * A mail's plain text as HTML for the dev mailbox: escaped, with its http(s) addresses as links (a
 * `javascript:` or any other scheme stays text).
 */
export function mailTextToHtml(text: string): string {
  let html = '';
  let done = 0;
  for (const match of text.matchAll(ADDRESS)) {
    const address = match[0].replace(TRAILING_PUNCTUATION, '');
    if (!URL.canParse(address)) continue;
    const escaped = escapeHtml(address);
    html += `${escapeHtml(text.slice(done, match.index))}<a href="${escaped}">${escaped}</a>`;
    done = match.index + address.length;
  }
  return html + escapeHtml(text.slice(done));
}
