/**
 * The texts of 'Send again' (issue 13; the spec has none): the note the send page shows once, saying
 * where the values came from, that everything is checked again, and what the sender must choose.
 */

/** Which of the amount step's options a transfer had that may no longer be offered. */
export type OptionName = 'receiving currency' | 'transfer type' | 'payment method' | 'purpose';

/** The transfer the values came from. */
export const filledFromTransfer = (reference: string, name: string): string =>
  `Filled in from your transfer ${reference} to ${name}.`;

/** A beneficiary with no transfer in this device's list: only who is filled in. */
export const sendingTo = (name: string): string => `Sending to ${name}: enter the amount and the options.`;

/** Nothing of the old transfer is trusted: the amount step's button asks for a fresh quote. */
export const checkedAgain = (button: 'Calculate' | 'Get Charges'): string =>
  `Everything is checked again as if you typed it: press ${button} for a fresh quote before you pay.`;

/** An option the UI options (or the partner) no longer list: left empty. */
export const notOffered = (option: OptionName): string =>
  `The ${option} of that transfer is no longer offered: please choose one.`;

/** A currency no longer offered: the amount, in that currency, is left out too. */
export const CURRENCY_NOT_OFFERED =
  'The receiving currency of that transfer is no longer offered: please choose a currency and enter the amount.';

/** Zimbabwe: the beneficiary is not saved (any more); their name and number wait as a new one. */
export const offeredAsNew = (name: string): string =>
  `${name} is not among your saved beneficiaries: they are filled in as a new beneficiary on Beneficiary Details (added when you pay), or choose a saved one.`;

/** The beneficiary is not saved and cannot be filled in: the sender chooses or adds one. */
export const chooseBeneficiary = (name: string): string =>
  `${name} is not among your saved beneficiaries: please choose or add the beneficiary on Beneficiary Details.`;

/** A saved beneficiary the chosen way of paying out does not reach. */
export const notPaidThatWay = (name: string, country: string): string =>
  `${name} cannot be paid in ${country} the way they were before: please choose the delivery and the beneficiary.`;

/** The saved list could not be read or fetched. */
export const BENEFICIARIES_UNKNOWN =
  'Your saved beneficiaries could not be checked: please check the beneficiary on Beneficiary Details.';

/** An SA sender's transfer to a country they cannot send to now (or no country known). */
export const countryNotOffered = (country: string): string =>
  `You cannot send to ${country} at the moment: please choose a country.`;
export const CHOOSE_COUNTRY = 'Please choose the country to send to.';

/** 'Send again' refused: a payment of the flow is being made (its state may not be changed). */
export const PAYMENT_UNDERWAY =
  'A payment is under way in Send Money: finish it (or wait for it to fail) before sending again.';

/** The UI options (the amount step's lists) are neither loaded nor cached. */
export const OPTIONS_UNAVAILABLE =
  'The sending options could not be loaded. Please try again once you are online.';
