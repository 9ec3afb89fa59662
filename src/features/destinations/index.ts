// The public API of the destinations feature: the payout partner's corridors (country selection).
export { useCorridors, type Corridors } from './hooks/use-corridors.ts';
