import { describe, expect, it } from 'vitest';
import { appSystem } from '@/app/theme.ts';

/** WCAG 2.1 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A palette token ('blue.700') as the app's system resolves it. */
const colour = (token: string): string => appSystem().token(`colors.${token}`) as string;

describe('solid buttons keep 4.5:1 in every state (WCAG AA)', () => {
  const solid = appSystem()._config.theme?.recipes?.button?.variants?.variant?.solid as Record<
    string,
    { bg?: string } | string
  >;

  it('hovered and expanded, they darken to the palette 700 (Chakra lightens them to 90%)', () => {
    expect(solid._hover).toEqual({ bg: 'colorPalette.700' });
    expect(solid._expanded).toEqual({ bg: 'colorPalette.700' });
  });

  it.each(['blue', 'red', 'gray'])('white on %s: at rest and hovered', (palette) => {
    const rest = palette === 'gray' ? colour('gray.900') : colour(`${palette}.600`);
    expect(contrast('#ffffff', rest)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', colour(`${palette}.700`))).toBeGreaterThanOrEqual(4.5);
  });

  it("Chakra's own hover colour for blue would fail (the colour axe measured)", () => {
    expect(contrast('#ffffff', '#3b73ed')).toBeLessThan(4.5);
  });
});
