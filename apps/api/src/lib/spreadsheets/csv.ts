const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A cell as CSV: quoted when needed, and a text that a spreadsheet would run as a formula (= + - @, tab,
 * carriage return first) prefixed with an apostrophe. Our own amounts are plain numbers and stay numbers.
 */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole CSV file: UTF-8 with a BOM, so spreadsheets read the accents, and CRLF line ends. */
export function csvFile(rows: (string | number)[][], separator: ',' | ';' = ','): Buffer {
  const text = rows.map((r) => r.map(csvCell).join(separator)).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}
