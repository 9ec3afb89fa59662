import type { Country, PaymentMethodOption, UiOptions } from '../../src/api/contract.ts';

/**
 * Payment methods of the user's country (ui-options), and the gateway name a transaction
 * records as `payment_name` (the app labels card gateways 'Credit/Debit Card', online-pay names
 * 'Pay Online', the rest 'Bank Transfer').
 */
export function paymentMethodFor(
  ui: UiOptions,
  country: Country,
  id: string,
): PaymentMethodOption | undefined {
  return ui.payment_methods[country === 'UK' ? 'uk' : 'sa'].find((method) => method.id === id.trim());
}

const GATEWAY_NAMES: Record<string, string> = {
  'UK:81': 'ORMPay360',
  'SA:92': 'AFXPay360',
  'SA:91': 'Pay Online',
};

export function gatewayName(country: Country, method: PaymentMethodOption): string {
  return GATEWAY_NAMES[`${country}:${method.id}`] ?? method.name;
}

/** Whether `value` names one of the country's purposes (by id or wording). */
export function isKnownPurpose(ui: UiOptions, country: Country, value: string): boolean {
  const wanted = value.trim().toLowerCase();
  return ui.purpose_of_remittance[country === 'UK' ? 'uk' : 'sa'].some(
    (p) => p.id.toLowerCase() === wanted || p.purpose.toLowerCase() === wanted,
  );
}
