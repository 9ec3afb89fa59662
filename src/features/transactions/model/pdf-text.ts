/**
 * Text the PDF's standard font can show. jsPDF's built-in Helvetica covers Latin-1 (so '£', 'é'
 * and 'ü' print as they are); one character outside it turns the whole line into UTF-16 that the
 * font cannot draw, and the text is no longer searchable. So: typographic quotes and dashes become
 * their plain forms, '€' becomes 'EUR', accented letters lose the accent ('ŵ' -> 'w'), and any
 * other character becomes '?'.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201A': "'",
  '\u201C': '"',
  '\u201D': '"',
  '\u201E': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u2026': '...',
  '\u20AC': 'EUR',
  '\u2022': '-',
  '\u00A0': ' ',
  '\u202F': ' ',
  '\u2009': ' ',
};

const LATIN_1_MAX = 0xff;

/** One character as the PDF can show it. */
function safeChar(char: string): string {
  const replaced = REPLACEMENTS[char];
  if (replaced !== undefined) return replaced;
  const code = char.codePointAt(0) ?? 0;
  if (code === 0x09) return ' ';
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return '';
  if (code <= LATIN_1_MAX) return char;
  const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return [...plain].every((c) => (c.codePointAt(0) ?? 0) <= LATIN_1_MAX && c >= ' ') ? plain : '?';
}

/** `value` in characters the PDF's standard font shows. */
export function pdfText(value: string): string {
  return [...value].map(safeChar).join('');
}
