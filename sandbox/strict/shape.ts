/**
 * Strict shapes: what the spec says a successful answer carries, as data. The sandbox's strict
 * mode prunes every successful answer to its call's shape, so the app is tested against answers
 * with nothing more than a real server promises; contract tests check the spec's fields are there.
 *
 * A shape is `true` (the value is kept whole) or the fields kept, each a shape again; a field
 * wrapped in `optional()` may be absent. A list is pruned item by item (collections arrive as one
 * item or a list).
 */

const OPTIONAL: unique symbol = Symbol('optional');

/** A field that may be absent from the answer, kept with its shape when present. */
export interface OptionalField<S extends Shape = Shape> {
  readonly [OPTIONAL]: S;
}

export interface ShapeFields {
  readonly [field: string]: Shape | OptionalField;
}

export type Shape = true | ShapeFields;

/** Marks a field the spec allows to be absent (e.g. the PIN while awaiting payment). */
export function optional<S extends Shape = true>(shape: S = true as S): OptionalField<S> {
  return { [OPTIONAL]: shape };
}

function isOptional(field: Shape | OptionalField): field is OptionalField {
  return typeof field === 'object' && OPTIONAL in field;
}

function shapeOfField(field: Shape | OptionalField): Shape {
  return isOptional(field) ? field[OPTIONAL] : field;
}

// ---------------------------------------------------------------------------------------------
// Typing a shape against the contract: every required field of the type is listed (so a pruned
// answer still satisfies the type), optional ones may be, nothing else can be.
// ---------------------------------------------------------------------------------------------

type ItemOf<T> = T extends readonly (infer E)[] ? E : T;
/** Without an index signature: only the named fields. */
type Known<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };
type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T] & string;
type OptionalKeys<T> = Exclude<keyof T & string, RequiredKeys<T>>;
type ObjectOf<T> = Known<NonNullable<ItemOf<NonNullable<T>>>>;

/** The fields of a shape for the type T. */
export type FieldsOf<T> = { readonly [K in RequiredKeys<T>]: ShapeOf<T[K]> } & {
  readonly [K in OptionalKeys<T>]?: ShapeOf<T[K]> | OptionalField<ShapeOf<T[K]>>;
};

/** A shape for values of the type T: `true`, or its fields when T is an object (or a list of them). */
export type ShapeOf<T> =
  true | (NonNullable<ItemOf<NonNullable<T>>> extends object ? FieldsOf<ObjectOf<T>> : never);

/** Checks a shape against a contract type at compile time: `shapeOf<User>()({ ... })`. */
export function shapeOf<T>() {
  return <const S extends FieldsOf<ObjectOf<T>>>(fields: S): S => fields;
}

// ---------------------------------------------------------------------------------------------
// Applying a shape
// ---------------------------------------------------------------------------------------------

/** The value with only the shape's fields (a list: each item), recursively. */
export function pruneToShape(value: unknown, shape: Shape): unknown {
  if (shape === true) return value;
  if (Array.isArray(value)) return value.map((item) => pruneToShape(item, shape));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const kept: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    if (name in source) kept[name] = pruneToShape(source[name], shapeOfField(field));
  }
  return kept;
}

/** The paths of required fields the value lacks ('result.user.email'); empty when none is missing. */
export function missingFields(value: unknown, shape: Shape, path = ''): string[] {
  if (shape === true) return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => missingFields(item, shape, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  const source = value as Record<string, unknown>;
  return Object.entries(shape).flatMap(([name, field]) => {
    const at = path ? `${path}.${name}` : name;
    if (source[name] === undefined) return isOptional(field) ? [] : [at];
    return missingFields(source[name], shapeOfField(field), at);
  });
}

/**
 * Whether an answer reports a failure: status FAIL or Error, success false, or the payout
 * partner's error fields. Failures are never pruned: the error catalogue reads whatever they carry.
 */
export function reportsFailure(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const fields = body as Record<string, unknown>;
  if (fields.status === 'FAIL' || fields.status === 'Error' || fields.success === false) return true;
  return ['errorCode', 'errorDescription', 'errorCategory'].some(
    (name) => fields[name] != null && fields[name] !== '',
  );
}
