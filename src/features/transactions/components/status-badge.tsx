import { Badge } from '@chakra-ui/react';
import { statusLabel, statusTone } from '../model/status.ts';

/** A transaction's status in words (spec §4), with a colour as a secondary cue. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <Badge colorPalette={statusTone(status)} variant="subtle" size="md" whiteSpace="normal">
      {statusLabel(status)}
    </Badge>
  );
}
