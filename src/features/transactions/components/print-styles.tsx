import { Box, Text } from '@chakra-ui/react';

/**
 * The transaction page on paper: the header, navigation, footer, buttons and notes that only
 * work on screen are left out; black on white; the main area no longer a screen high; a section
 * or a detail row never split across pages. Rendered by the page, so it applies only to it.
 */
export const PRINT_CSS = `@media print {
  @page { margin: 14mm; }
  html, body { background: #fff !important; color: #000 !important; }
  header, footer, nav, button, [data-print-hide], a[href="#main"] { display: none !important; }
  main { min-height: 0 !important; padding: 0 !important; max-width: none !important; }
  main * { color: #000 !important; box-shadow: none !important; }
  main a { text-decoration: none !important; }
  section, dl > div, li { break-inside: avoid; }
  h1, h2 { break-after: avoid; }
}`;

export function PrintStyles() {
  return <style>{PRINT_CSS}</style>;
}

/** The company's name, address and contacts, on paper only (above the transfer). */
export function PrintCompany({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <Box display="none" _print={{ display: 'block' }} mb="2">
      {lines.map((line, index) => (
        <Text key={line} fontWeight={index === 0 ? 'bold' : 'normal'} fontSize={index === 0 ? 'md' : 'sm'}>
          {line}
        </Text>
      ))}
    </Box>
  );
}
