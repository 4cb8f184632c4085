/**
 * Reads the text back out of a PDF written by pdf-writer.ts: every `(…) Tj` of its uncompressed content
 * streams, one line per text object, decoded from WinAnsiEncoding. For tests and for nothing else: it knows
 * only what our writer writes.
 */
const WIN_ANSI_EXTRA: Record<number, string> = {
  128: '€',
  130: '‚',
  131: 'ƒ',
  132: '„',
  133: '…',
  134: '†',
  135: '‡',
  136: 'ˆ',
  137: '‰',
  138: 'Š',
  139: '‹',
  140: 'Œ',
  142: 'Ž',
  145: '‘',
  146: '’',
  147: '“',
  148: '”',
  149: '•',
  150: '–',
  151: '—',
  152: '˜',
  153: '™',
  154: 'š',
  155: '›',
  156: 'œ',
  158: 'ž',
  159: 'Ÿ',
};

function decodeLiteral(s: string): string {
  const bytes = s.replace(/\\([0-7]{3}|[()\\])/g, (_, e: string) =>
    e.length === 3 ? String.fromCharCode(Number.parseInt(e, 8)) : e,
  );
  return [...bytes].map((ch) => WIN_ANSI_EXTRA[ch.charCodeAt(0)] ?? ch).join('');
}

export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const lines: string[] = [];
  for (const stream of raw.matchAll(/stream\n([\s\S]*?)\nendstream/g))
    for (const m of stream[1]!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) lines.push(decodeLiteral(m[1]!));
  return lines.join('\n');
}
