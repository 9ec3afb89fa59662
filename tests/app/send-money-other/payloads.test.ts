import { describe, expect, it } from 'vitest';
import type { ChargesResult } from '@/api/contract.ts';
import {
  amountsState,
  chargesRequest,
  clearRequest,
  EMPTY_AMOUNT_FORM,
  initialAmountForm,
} from '@/features/send-money-other/model/amount-form.ts';
import {
  EMPTY_BENEFICIARY_FORM,
  bankLabel,
  beneficiarySchema,
  newBeneficiaryRequest,
} from '@/features/beneficiaries/model/cross-border-form.ts';
import {
  createTransactionRequest,
  transactionInputsKey,
} from '@/features/send-money-other/model/transaction-request.ts';

const FORM = {
  ...EMPTY_AMOUNT_FORM,
  deliveryOption: 'wallet' as const,
  destination_currency: 'KES',
  amount: '7100',
  payment_method: '91',
  purpose: '401 Gifts',
  promo_code: ' FREEREMIT ',
};
const CHARGES: ChargesResult = {
  source_amount: 1000,
  total_charges: 50,
  tax: 0,
  rate: 7.1,
  source_currency: 'ZAR',
};

describe('the payloads, as the spec writes them', () => {
  it("charges: amount_to_send carries the amount to receive, trans_type 'Account'", () => {
    expect(chargesRequest(FORM, 'Kenya')).toEqual({
      amount_to_send: 7100,
      trans_type: 'Account',
      source_currency: 'ZAR',
      destination_currency: 'KES',
      payment_method: '91',
      purpose: '401 Gifts',
      destination_country: 'Kenya',
      promo_code: 'FREEREMIT',
    });
  });

  it("the amounts state: trans_type 'receive', the delivery, the charges", () => {
    expect(amountsState(FORM, CHARGES)).toEqual({
      amount_to_send: 7100,
      amount_to_receive: 7100,
      trans_type: 'receive',
      payment_method: '91',
      purpose: '401 Gifts',
      destination_currency: 'KES',
      deliveryOption: 'wallet',
      promo_code: 'FREEREMIT',
      charges: CHARGES,
      source_currency: 'ZAR',
    });
    expect(amountsState({ ...FORM, deliveryOption: '' }, CHARGES)).toBeNull();
    expect(amountsState({ ...FORM, amount: '' }, CHARGES)).toBeNull();
  });

  it('clear: the amounts', () => {
    expect(clearRequest(FORM, CHARGES)).toEqual({
      amount_to_send: 7100,
      amount_to_receive: 7100,
      destination_currency: 'KES',
      source_currency: 'ZAR',
      source_amount: 1000,
      total_charges: 50,
      tax: 0,
    });
  });

  it("create: amount_to_send is the amount to receive, trans_type 'Cash Collection'; none without a remitter", () => {
    const amounts = amountsState(FORM, CHARGES)!;
    const beneficiary = { beneficiary_id: 'B7', fname: 'A', mname: '', lname: 'O', mobile: '254700000201' };
    const user = { country: 'SA' as const, mobile: '27821000001', remitter_id: 'R200001' };
    expect(createTransactionRequest({ amounts, user, beneficiary, countryName: 'Kenya' })).toEqual({
      amount_to_send: 7100,
      source_currency: 'ZAR',
      beneficiary_country: 'Kenya',
      dest_currency: 'KES',
      remitter_id: 'R200001',
      beneficiary_id: 'B7',
      payment_method: '91',
      country: 'SA',
      trans_type: 'Cash Collection',
      sms_benef_mobile: '+254700000201',
      sms_mobile: '27821000001',
      purpose: '401 Gifts',
      promo_code: 'FREEREMIT',
    });
    expect(
      createTransactionRequest({
        amounts,
        user: { ...user, remitter_id: null },
        beneficiary,
        countryName: 'Kenya',
      }),
    ).toBeNull();
  });

  it('the same amounts and beneficiary make the same key; other ones another', () => {
    const amounts = amountsState(FORM, CHARGES)!;
    const key = transactionInputsKey(amounts, 'B7', 'KE');
    expect(transactionInputsKey({ ...amounts, charges: { ...CHARGES, rate: 9 } }, 'B7', 'KE')).toBe(key);
    expect(transactionInputsKey(amounts, 'B8', 'KE')).not.toBe(key);
    expect(transactionInputsKey({ ...amounts, amount_to_receive: 7000 }, 'B7', 'KE')).not.toBe(key);
  });

  it('a new wallet beneficiary: both spellings, + on the mobile, NATIONALID, sex, the country by name', () => {
    const values = {
      ...EMPTY_BENEFICIARY_FORM,
      first_name: ' Wanjiru ',
      last_name: 'Kamau',
      mobile: '254 711 222 333',
      gender: 'F',
      email: 'w@example.com',
    };
    const user = { remitter_id: 'R200001', session_id: 'S9' };
    expect(
      newBeneficiaryRequest(values, { user, corridor: { name: 'Kenya', code: 'KE' }, delivery: 'wallet' }),
    ).toEqual({
      linked_member_id: 'R200001',
      remitter_id: 'R200001',
      telephone: '+254711222333',
      mobile: '+254711222333',
      fname: 'Wanjiru',
      firstname: 'Wanjiru',
      mname: '',
      lname: 'Kamau',
      lastname: 'Kamau',
      id_issue_country: 'Kenya',
      country: 'Kenya',
      id_type: 'NATIONALID',
      sex: 'F',
      session_id: 'S9',
      email: 'w@example.com',
    });
  });

  it('a new bank beneficiary adds account_number, bank_name and bank_branch (the code); sex defaults to M', () => {
    const values = {
      ...EMPTY_BENEFICIARY_FORM,
      first_name: 'Ngozi',
      last_name: 'Eze',
      mobile: '+2348031234567',
      bank_code: '000101',
      account_number: '1234567890',
      id_number: 'X1',
    };
    const body = newBeneficiaryRequest(values, {
      user: { remitter_id: 'R1', session_id: '' },
      corridor: { name: 'Nigeria', code: 'NG' },
      delivery: 'bank',
      bankName: 'Sample Bank Nigeria',
    });
    expect(body).toMatchObject({
      sex: 'M',
      id_number: 'X1',
      account_number: '1234567890',
      bank_name: 'Sample Bank Nigeria',
      bank_branch: '000101',
      session_id: '',
    });
  });

  it.each([
    [{ bankName: 'Sample', bankCode: '001' }, 'Sample (001)'],
    [{ bank_name: 'Pula', bank_code: 'BW1' }, 'Pula (BW1)'],
    [{ name: 'Copper', code: 'ZM1' }, 'Copper (ZM1)'],
  ])('bank %j shows %j', (item, label) => expect(bankLabel(item)).toBe(label));
});

describe("the cross-border beneficiary's rules", () => {
  const valid = {
    ...EMPTY_BENEFICIARY_FORM,
    first_name: 'Jo',
    last_name: 'Ke',
    mobile: '+254711',
    gender: 'M',
  };
  const messages = async (schema: ReturnType<typeof beneficiarySchema>, values: object) =>
    schema
      .validate(values, { abortEarly: false })
      .then(() => [])
      .catch((error: { errors: string[] }) => error.errors);

  it.each([
    [{}, 'KE', 'wallet', []],
    [{ first_name: '' }, 'KE', 'wallet', ['First Name is required']],
    [{ first_name: 'J' }, 'KE', 'wallet', ['First Name must be at least 2 characters']],
    [{ last_name: '' }, 'KE', 'wallet', ['Last Name is required']],
    [{ last_name: 'K' }, 'KE', 'wallet', ['Last Name must be at least 2 characters']],
    [{ middle_name: 'M' }, 'KE', 'wallet', ['Middle Name must be at least 2 characters']],
    [{ mobile: '+' }, 'KE', 'wallet', ['Mobile Number is required']],
    [{ email: 'x@' }, 'KE', 'wallet', ['Invalid email format']],
    [{ gender: '' }, 'KE', 'wallet', ['Gender is required']],
    [{}, 'ZW', 'wallet', ['Beneficiary ID Number is required']],
    [{ id_number: '63-1234567A' }, 'ZW', 'wallet', []],
    [{}, 'NG', 'bank', ['Bank selection is required', 'Account Number must contain only digits']],
    [
      { bank_code: '001', account_number: '12 34' },
      'NG',
      'bank',
      ['Account Number must contain only digits'],
    ],
    [{ bank_code: '001', account_number: '1234' }, 'NG', 'bank', []],
  ] as const)('%j for %s (%s) -> %j', async (change, code, delivery, expected) => {
    expect(await messages(beneficiarySchema({ code }, delivery), { ...valid, ...change })).toEqual(expected);
  });
});

describe('the amount form on entering', () => {
  const kenya = { terapay_wallet: true, terrapay_bank: false } as never;
  const both = { terapay_wallet: true, terrapay_bank: true } as never;
  it.each([
    [null, kenya, { ...EMPTY_AMOUNT_FORM, deliveryOption: 'wallet' }],
    [null, both, EMPTY_AMOUNT_FORM],
    [
      { amount: '12.5', deliveryOption: 'bank' },
      kenya,
      { ...EMPTY_AMOUNT_FORM, amount: '12.5', deliveryOption: 'wallet' },
    ],
    [
      { amount: '12.5', deliveryOption: 'bank' },
      both,
      { ...EMPTY_AMOUNT_FORM, amount: '12.5', deliveryOption: 'bank' },
    ],
  ] as const)('saved %j for %j -> %j', (saved, corridor, form) => {
    expect(initialAmountForm(saved as never, corridor)).toEqual(form);
  });
});
