/**
 * Contract variance (tests only): answers still within the spec but unlike the sandbox's own
 * defaults, as a real server may send them. The spec names fields without fixing their types or
 * every place, so the app must read '104.37' as it reads 104.37, a reference sent as a number as
 * one sent as a string, a date without a zone, a confirm whose reference sits only inside
 * `result`, and created figures that are not the quote's to the cent. Each option is off by
 * default; `/__sandbox/variance` sets them while the sandbox runs. Strict mode still applies.
 */
export interface Variance {
  /** Amounts in answers sent as strings ('104.37'). */
  amountsAsStrings: boolean;
  /** References made of digits only (no country prefix), and every all-digit id sent as a number. */
  numericIds: boolean;
  /** The list's creation dates without a zone ('2026-11-27 10:00:00', UTC as the server keeps it). */
  datesWithoutZone: boolean;
  /** The confirm's `reference_number` only inside `result` (the one beside `status` left out). */
  referenceInResultOnly: boolean;
  /**
   * A create's total rounded to whole units (the session, its answer and the transaction it makes):
   * not the quote's total to the cent.
   */
  createdToWholeUnits: boolean;
}

export const NO_VARIANCE: Variance = {
  amountsAsStrings: false,
  numericIds: false,
  datesWithoutZone: false,
  referenceInResultOnly: false,
  createdToWholeUnits: false,
};

/** The variance options a control call may set (anything else is ignored). */
export function readVariance(body: unknown): Partial<Variance> {
  if (typeof body !== 'object' || body === null) return {};
  const out: Partial<Variance> = {};
  for (const key of Object.keys(NO_VARIANCE) as (keyof Variance)[]) {
    const value = (body as Record<string, unknown>)[key];
    if (typeof value === 'boolean') out[key] = value;
  }
  return out;
}

const AMOUNT_FIELDS = new Set([
  'remitter_pay_amount',
  'destination_amount',
  'source_transfer_amount',
  'remitt_pay',
  'dest_amount',
  'total_charges',
  'source_amount',
  'tax',
]);
const ID_FIELDS = new Set(['trans_ref', 'reference_number', 'trans_id', 'trans_session_id']);
const DATE_FIELDS = new Set(['creation_date']);

type Json = unknown;

/** The value of one field, varied. */
function varyField(name: string, value: Json, variance: Variance): Json {
  if (variance.amountsAsStrings && AMOUNT_FIELDS.has(name) && typeof value === 'number') {
    return value.toFixed(2);
  }
  if (variance.numericIds && ID_FIELDS.has(name) && typeof value === 'string' && /^\d{1,15}$/.test(value)) {
    return Number(value);
  }
  if (variance.datesWithoutZone && DATE_FIELDS.has(name) && typeof value === 'string') {
    const date = new Date(value);
    if (!Number.isNaN(date.getTime())) return date.toISOString().slice(0, 19).replace('T', ' ');
  }
  return value;
}

function varyTree(value: Json, variance: Variance): Json {
  if (Array.isArray(value)) return value.map((item) => varyTree(item, variance));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, field]) => [
      name,
      varyField(name, varyTree(field, variance), variance),
    ]),
  );
}

/** A successful answer of the call `key` as the variance has it. */
export function varyAnswer(key: string, body: Json, variance: Variance): Json {
  let out = body;
  if (variance.referenceInResultOnly && key === 'POST /remitter/transactions/confirm') {
    out = withoutTopReference(out);
  }
  return varyTree(out, variance);
}

function withoutTopReference(body: Json): Json {
  if (typeof body !== 'object' || body === null) return body;
  const { reference_number: top, ...rest } = body as Record<string, unknown>;
  const result = (rest.result ?? {}) as Record<string, unknown>;
  return { ...rest, result: { ...result, reference_number: result.reference_number ?? top } };
}
