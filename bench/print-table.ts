/**
 * Prints rows as a table with a header line: columns padded to their widest cell; the columns
 * listed in `right` are right-aligned (numbers).
 */
export function printTable(headers: string[], rows: string[][], right: readonly number[] = []): void {
  const widths = headers.map((header, col) =>
    Math.max(header.length, ...rows.map((row) => (row[col] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, col) =>
        right.includes(col) ? cell.padStart(widths[col] ?? 0) : cell.padEnd(widths[col] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

let where = '';

/** Where the bench runs (Chromium, CPU index): printed under every section's heading. */
export function setWhere(line: string): void {
  where = line;
}

/** A section's heading, with where the bench runs under it. */
export function printHeading(text: string): void {
  console.log(`\n== ${text}${where ? `\n   (${where})` : ''}\n`);
}

/** A measurement that failed, in one line. */
export function errorLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n')[0] ?? '').slice(0, 160);
}
