import type { Country } from '@/api/contract.ts';

/** Doc 1 'Send Money': the South African Reserve Bank rule, in the spec's words for SA users. */
export const SELF_TRANSFER_WARNING_SA =
  "Please note you're not allowed to send money to yourself according to the South African Reserve Bank";
/** The same rule for UK users (whose confirmation also declares it), without the SA regulator. */
export const SELF_TRANSFER_WARNING = "Please note you're not allowed to send money to yourself.";
/** The notice to fill the mandatory fields (shared by every form that has one). */
export { MANDATORY_NOTICE } from '@/components/mandatory-note.tsx';
export const CURRENTLY_SENDING_TO = 'Currently sending to';
export const SEND_TO_ANOTHER_COUNTRY = 'Send to another country';

/** The warning not to send money to yourself, for the sender's country. */
export function selfTransferWarning(country: Country | string): string {
  return country === 'UK' ? SELF_TRANSFER_WARNING : SELF_TRANSFER_WARNING_SA;
}

/** SA users may pick other destination countries, so they see where they are sending and can change it. */
export function choosesDestination(country: Country | string): boolean {
  return country !== 'UK';
}
