// The public API of the destinations feature: the payout partner's corridors (country selection),
// the country the sender chose, and where each send page sends a sender who has not chosen it.
export { useCorridors } from './hooks/use-corridors.ts';
export { loadCorridors } from './api/load-corridors.ts';
export { useSendPageRedirect } from './hooks/use-send-page-redirect.ts';
export { selectedDestinationAtom } from './state.ts';
export {
  BANK_TRANSFER,
  CORRIDORS_FAILED,
  MOBILE_WALLET,
  PAYOUT_COUNTRIES_FAILED,
  ZIMBABWE,
  choosesCorridors,
  destinationsFor,
  type Destination,
} from './model/destinations.ts';
export { CountryFlag } from './components/country-flag.tsx';
