import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useOnline } from '@/lib/use-online.ts';
import { LastUpdatedNote } from './last-updated-note.tsx';

export interface RefreshStatusProps {
  lastUpdated: number | undefined;
  /** True when what is on screen did not come from this screen's refresh. */
  fromCache: boolean;
  refreshing: boolean;
  failed: boolean;
  onRefresh: () => void;
}

/**
 * Where the data on screen stands: 'Last updated <time>' while it is the cached copy (not yet
 * refreshed, refresh failed, or offline), 'Updating...' while the server is asked, and Refresh.
 */
export function RefreshStatus({ lastUpdated, fromCache, refreshing, failed, onRefresh }: RefreshStatusProps) {
  const online = useOnline();
  const stale = !online || fromCache || failed;
  return (
    <HStack gap="3" flexWrap="wrap" minH="8">
      {stale && <LastUpdatedNote at={lastUpdated} />}
      {online && !refreshing && (
        <Button size="xs" variant="outline" onClick={onRefresh}>
          Refresh
        </Button>
      )}
      <Text role="status" fontSize="sm" color="fg.muted" display="flex" alignItems="center" gap="2">
        {refreshing && (
          <>
            <Spinner size="xs" aria-hidden="true" />
            Updating...
          </>
        )}
      </Text>
    </HStack>
  );
}
