import { useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { flagCode } from '../model/destinations.ts';

/**
 * The bundled flags (DESIGN.md: no public flag host), one small module each, loaded when a card
 * shows it: a page of cards loads its few flags, never all of them.
 */
const FLAGS = import.meta.glob<string>('/node_modules/country-flag-icons/3x2/*.svg', {
  query: '?url',
  import: 'default',
});

/** The loader of a country's flag (spec §9 mapping: SA to za, UK to gb), if one is bundled. */
export function flagLoader(code: string): (() => Promise<string>) | undefined {
  return FLAGS[`/node_modules/country-flag-icons/3x2/${flagCode(code)}.svg`];
}

export interface CountryFlagProps {
  /** The country's code (ISO alpha-2, or SA/UK). */
  code: string;
  /** Width in Chakra units; the height follows the flags' 3:2. */
  width?: string;
}

/**
 * A flag in a box of its final size from the first paint (nothing jumps when it arrives). It is
 * decorative: the country's name is always beside it.
 */
export function CountryFlag({ code, width = '12' }: CountryFlagProps) {
  const [loaded, setLoaded] = useState<{ code: string; url: string } | undefined>(undefined);
  useEffect(() => {
    const load = flagLoader(code);
    if (!load) return;
    let live = true;
    load()
      .then((url) => live && setLoaded({ code, url }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [code]);
  const url = loaded?.code === code ? loaded.url : undefined;
  return (
    <Box
      aria-hidden="true"
      w={width}
      aspectRatio="3 / 2"
      flexShrink={0}
      bg="bg.muted"
      borderWidth="1px"
      borderColor="border"
      lineHeight="0"
      overflow="hidden"
    >
      {url && <img src={url} alt="" width="100%" height="100%" style={{ width: '100%', height: '100%' }} />}
    </Box>
  );
}
