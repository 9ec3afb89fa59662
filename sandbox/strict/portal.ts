/**
 * The portal API's strict shapes: each call's successful answer as the spec's calls table reads it
 * ("Reads"), with the records inside as doc 1 §3 lists their fields. Where the spec places a field
 * ambiguously, the calls table is taken literally (confirm's `reference_number` beside `status`
 * and `result`); where it shows nothing, the least a real server could send (a status).
 */
import type { PortalCalls } from '../../src/api/contract/portal-calls.ts';
import type { Beneficiary, Profile, Transaction, User } from '../../src/api/contract/portal-entities.ts';
import { optional, shapeOf, type Shape } from './shape.ts';

type Answer<K extends keyof PortalCalls> = PortalCalls[K]['response'];

/** Doc 1 §3 'Remitter/user'. */
export const USER_SHAPE = shapeOf<User>()({
  remitter_id: true,
  id: true,
  session_id: true,
  country: true,
  mobile: true,
  email: true,
  first_name: true,
  onboarded: true,
  kyc_status: true,
  remitone_status: true,
  default_transfer_purpose: true,
});

/**
 * Doc 1 §3 'Profile': the remitone part and the middleware part. `remitone_status` is not among
 * its fields, but the route guard reads it "from the profile or, if absent, from the user".
 */
export const PROFILE_SHAPE = shapeOf<Profile>()({
  remitter_id: true,
  firstname: true,
  lastname: true,
  middlename: true,
  dob: true,
  nationality: true,
  email: true,
  mobile: true,
  address1: true,
  address2: true,
  city: true,
  state: true,
  postcode: true,
  country: true,
  id1_type: true,
  id1_details: true,
  id1_issue_place: true,
  id1_issue_country: true,
  id1_expiry: true,
  id2_type: true,
  id3_type: true,
  id4_type: true,
  id3_details: true,
  id3_issue_place: true,
  id3_issue_country: true,
  id3_issue_expiry: true,
  id_scan_2: true,
  default_transfer_purpose: true,
  kyc_status: true,
  remitone_status: optional(),
  middleware: { kyc_status: true, gender: true },
});

/** Doc 1 §3 'Transaction'; the PIN is absent while awaiting payment or compliance. */
export const TRANSACTION_SHAPE = shapeOf<Transaction>()({
  trans_ref: true,
  trans_id: true,
  creation_date: true,
  status: true,
  payment_name: true,
  payment_method: true,
  currency: true,
  remitt_pay: true,
  dest_currency: true,
  dest_amount: true,
  rate: true,
  total_charges: true,
  trans_type: true,
  destination_country: true,
  benef_name: true,
  benef_mobile: true,
  collection_point: true,
  collection_pin: optional(),
  member_id: true,
});

/** Doc 1 §3 'Beneficiary': the Zimbabwe fields, and the cross-border variants' when present. */
export const BENEFICIARY_SHAPE = shapeOf<Beneficiary>()({
  beneficiary_id: true,
  fname: true,
  mname: true,
  lname: true,
  mobile: true,
  id: optional(),
  name: optional(),
  first_name: optional(),
  last_name: optional(),
  surname: optional(),
  telephone: optional(),
  phone_number: optional(),
  country: optional(),
  country_code: optional(),
  account_number: optional(),
  account: optional(),
  bank: optional(),
  bank_branch: optional(),
  bank_name: optional(),
  bank_code: optional(),
  delivery_option: optional(),
  created_at: optional(),
});

/** Doc 1 §3's cross-border create result. */
const CREATED_AMOUNTS = {
  source_currency: true,
  remitter_pay_amount: true,
  destination_currency: true,
  destination_amount: true,
  source_transfer_amount: true,
} as const;

const STATUS_ONLY = shapeOf<{ status: string }>()({ status: true });
const USER_RESULT = { status: true, result: { user: USER_SHAPE } } as const;
const MESSAGE_RESULT = { status: true, result: { message: true } } as const;
const WHOLE_RESULT = { status: true, result: true } as const;

export const PORTAL_STRICT_SHAPES = {
  'POST /remitter/auth/register/basic': shapeOf<Answer<'POST /remitter/auth/register/basic'>>()({
    status: true,
    result: { token: true, user: USER_SHAPE },
  }),
  'POST /remitter/auth/register/full': shapeOf<Answer<'POST /remitter/auth/register/full'>>()(USER_RESULT),
  'POST /remitter/auth/login': shapeOf<Answer<'POST /remitter/auth/login'>>()({
    status: true,
    result: { token: true, user: USER_SHAPE },
  }),
  'POST /remitter/auth/change-password': STATUS_ONLY,
  'POST /remitter/auth/forgot-password':
    shapeOf<Answer<'POST /remitter/auth/forgot-password'>>()(MESSAGE_RESULT),
  // Not in the calls table (the app's own reading of the reset link): kept whole.
  'POST /remitter/auth/reset-password': true,
  'POST /otp': shapeOf<Answer<'POST /otp'>>()({ status: true, message: true }),
  'POST /otp/verify': shapeOf<Answer<'POST /otp/verify'>>()({ status: true, verify: true, message: true }),
  'GET /remitter/ui': true,
  'GET /remitter/limits': shapeOf<Answer<'GET /remitter/limits'>>()({
    status: true,
    result: { limits: true, amountsSent: true },
  }),
  // "result": its fields are not shown, so strict answers carry none of them (README lists what
  // the app reads there and what the sender sees without it).
  'GET /remitter/pending-transactions': shapeOf<Answer<'GET /remitter/pending-transactions'>>()({
    status: true,
    result: {},
  }),
  'POST /remitter/auth/register/remitone':
    shapeOf<Answer<'POST /remitter/auth/register/remitone'>>()(USER_RESULT),
  'POST /remitter/transactions/charges': shapeOf<Answer<'POST /remitter/transactions/charges'>>()({
    status: true,
    result: { source_amount: true, total_charges: true, tax: true, rate: true, source_currency: true },
  }),
  'POST /remitter/transactions/clear': WHOLE_RESULT,
  // "result.trans_session_id and amounts": the amounts named as doc 1 §3's create result names them.
  'POST /remitter/transactions/new': shapeOf<Answer<'POST /remitter/transactions/new'>>()({
    status: true,
    result: {
      trans_session_id: true,
      source_currency: optional(),
      remitter_pay_amount: optional(),
      destination_currency: optional(),
      destination_amount: optional(),
      source_transfer_amount: optional(),
    },
  }),
  'POST /remitter/transactions/confirm': shapeOf<Answer<'POST /remitter/transactions/confirm'>>()({
    status: true,
    result: optional({ errors: optional(), message: optional() }),
    reference_number: true,
  }),
  'GET /remitter/transactions': shapeOf<Answer<'GET /remitter/transactions'>>()({
    status: true,
    result: { transactions: TRANSACTION_SHAPE },
  }),
  'GET /remitter/transactions/:id': shapeOf<Answer<'GET /remitter/transactions/:id'>>()({
    status: true,
    result: TRANSACTION_SHAPE,
  }),
  // "not shown": DESIGN.md's reading, doc 1 §3's cross-border create result.
  'POST /remitter/transactions/terrapay': shapeOf<Answer<'POST /remitter/transactions/terrapay'>>()({
    status: true,
    result: { trans_session_id: true, ...CREATED_AMOUNTS },
  }),
  // "new_beneficiary_id or beneficiary_id, status", beside the status as the table lists them.
  'POST /remitter/beneficiaries/new': shapeOf<Answer<'POST /remitter/beneficiaries/new'>>()({
    status: true,
    new_beneficiary_id: optional(),
    beneficiary_id: optional(),
    responseId: optional(),
  }),
  'POST /remitter/beneficiaries/update': WHOLE_RESULT,
  'GET /remitter/beneficiaries': shapeOf<Answer<'GET /remitter/beneficiaries'>>()({
    status: true,
    result: { beneficiaries: { beneficiary: BENEFICIARY_SHAPE } },
  }),
  'GET /remitter/beneficiaries/:id': shapeOf<Answer<'GET /remitter/beneficiaries/:id'>>()({
    status: true,
    result: BENEFICIARY_SHAPE,
  }),
  'GET /remitter/profile': shapeOf<Answer<'GET /remitter/profile'>>()({
    status: true,
    result: PROFILE_SHAPE,
  }),
  'POST /remitter/profile/update': shapeOf<Answer<'POST /remitter/profile/update'>>()(MESSAGE_RESULT),
  'POST /remitter/profile/upgrade': shapeOf<Answer<'POST /remitter/profile/upgrade'>>()(MESSAGE_RESULT),
  'POST /payments/initiate': shapeOf<Answer<'POST /payments/initiate'>>()({ payment_url: true }),
  'POST /payments/poll': shapeOf<Answer<'POST /payments/poll'>>()({
    status: true,
    result: { message: true },
  }),
  'POST /remitter/existing/search': shapeOf<Answer<'POST /remitter/existing/search'>>()({
    status: true,
    result: { remitter: { remitter_id: true, mobile: true } },
  }),
  // "not shown": the least a real server could send.
  'POST /remitter/existing/send-otp': STATUS_ONLY,
  'POST /remitter/existing/verify-otp': STATUS_ONLY,
  'POST /remitter/existing/onboard': shapeOf<Answer<'POST /remitter/existing/onboard'>>()({
    status: true,
    result: { middleware: true },
  }),
  // Not in the calls table (the postcode lookup through the portal API is our reading): kept whole.
  'GET /postcode/:postcode': true,
} as const satisfies Record<keyof PortalCalls, Shape>;
