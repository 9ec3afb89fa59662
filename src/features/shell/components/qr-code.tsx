import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import { qrPath } from '../model/qr-path.ts';

/** A QR code image of `value`, announced by its `label`. */
export function QrCode({ value, label, size = '40' }: { value: string; label: string; size?: string }) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
  return (
    <Box asChild w={size} h={size} bg="white" color="black" borderRadius="md">
      <svg role="img" aria-label={label} viewBox={`0 0 ${modules} ${modules}`} shapeRendering="crispEdges">
        <path d={d} fill="currentColor" />
      </svg>
    </Box>
  );
}
