import type { Corridor } from '@/api/contract.ts';
import type { ApiError } from '@/lib/api-error.ts';

/** The payout partner's corridors for an SA sender (cached), or none for others. */
export interface Corridors {
  /** undefined until known. */
  corridors: Corridor[] | undefined;
  loading: boolean;
  error: ApiError | undefined;
  retry: () => void;
}

/** Placeholder until the destinations feature is built: no corridors. */
export function useCorridors(): Corridors {
  return { corridors: [], loading: false, error: undefined, retry: () => {} };
}
