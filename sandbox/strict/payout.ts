/**
 * The payout partner's strict shapes (doc 2 §7): corridors under `data.data`, receiving
 * currencies under `data.data.receivingCurrencies`, banks as doc 1 §3's bank list items, and
 * the verification answers' status and error fields.
 */
import type {
  BankItem,
  Corridor,
  PartnerVerification,
  PayoutCalls,
  ReceivingCurrency,
} from '../../src/api/contract/payout.ts';
import { optional, shapeOf, type Shape } from './shape.ts';

/** Doc 1 §3 'Corridor (country)'. */
export const CORRIDOR_SHAPE = shapeOf<Corridor>()({
  name: true,
  code: true,
  iso: true,
  currency: true,
  terapay_wallet: true,
  terrapay_bank: true,
  account: true,
  isDefault: true,
});

/** Doc 1 §3: currency, code or iso, name, id. */
const CURRENCY_SHAPE = shapeOf<ReceivingCurrency>()({
  currency: true,
  code: optional(),
  iso: optional(),
  name: true,
  id: true,
});

/** Doc 1 §3 'Bank list item': bankName, bankCode, or another of the spellings it accepts. */
const BANK_SHAPE = shapeOf<BankItem>()({
  bankName: optional(),
  bankCode: optional(),
  bank_name: optional(),
  bank_code: optional(),
  name: optional(),
  code: optional(),
});

/** Status and the error fields (doc 2 §7: an error when errorCode, errorDescription or errorCategory). */
const VERIFICATION_SHAPE = shapeOf<PartnerVerification>()({
  status: true,
  message: optional(),
  errorCode: optional(),
  errorDescription: optional(),
  errorCategory: optional(),
});

export const PAYOUT_STRICT_SHAPES = {
  'GET /terrapay/options/corridors': shapeOf<{ data: { data: Corridor[] } }>()({
    data: { data: CORRIDOR_SHAPE },
  }),
  'GET /terrapay/options/currencies/:countryCode': shapeOf<{
    data: { data: { receivingCurrencies: ReceivingCurrency[] } };
  }>()({ data: { data: { receivingCurrencies: CURRENCY_SHAPE } } }),
  // The answer's shape is not shown: the sandbox's wrapper is kept, its items pruned to §3's.
  'GET /terrapay/options/banks/:countryCode': shapeOf<{ data: { data: BankItem[] } }>()({
    data: { data: BANK_SHAPE },
  }),
  'POST /terrapay/verify/mobile': VERIFICATION_SHAPE,
  'POST /terrapay/verify/bank': VERIFICATION_SHAPE,
} as const satisfies Record<keyof PayoutCalls, Shape>;
