/**
 * The Confirmation stages of the other-countries flow (doc 1 §4), in the spec's names, read from
 * the shared checkout (payments feature):
 * - create-transaction: the transaction is created once on entering ('Getting charges...');
 * - (created: 'Charges received successfully!', Make Payment enabled);
 * - initiate-payment: after the declaration and Make Payment, the transaction is confirmed
 *   ('Processing Transaction...');
 * - payment-gateway-redirect: on confirm success the payment is initiated ('Initiating Payment...');
 * - process-complete: the browser goes to payment_url, the flow's state cleared;
 * - create-error, confirm-error: the call failed; the sender tries again.
 */
import type { CheckoutState } from '@/features/payments';

export type ConfirmationStage =
  | 'create-transaction'
  | 'initiate-payment'
  | 'payment-gateway-redirect'
  | 'process-complete'
  | 'create-error'
  | 'confirm-error';

export function confirmationStage(state: CheckoutState): ConfirmationStage | null {
  switch (state.stage) {
    case 'create':
      return 'create-transaction';
    case 'look-up':
    case 'confirm':
      return 'initiate-payment';
    case 'initiate':
      return 'payment-gateway-redirect';
    case 'complete':
      return 'process-complete';
    case null:
      break;
  }
  if (state.failed === 'create') return 'create-error';
  if (state.failed === 'confirm') return 'confirm-error';
  return state.failed === 'initiate' ? 'payment-gateway-redirect' : null;
}
