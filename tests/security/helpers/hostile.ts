import fc from 'fast-check';

/** Nested this deep, a value tests recursion in parsers and validators without being a denial of service. */
const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: [deep(depth - 1)] });

/**
 * Values a field of the contract should never see, each a classic way to break a bank: NUL and lone
 * surrogates (PostgreSQL text and jsonb refuse them), numbers JSON allows but arithmetic does not, strings
 * far past any limit, the wrong shape (array, object, null), injection and traversal texts.
 */
export const HOSTILE_VALUES: readonly unknown[] = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\ufeff\u202e',
  '😀',
  '١٢٣٤٥٦',
  1e308,
  -1e308,
  -1,
  0,
  -0,
  2 ** 53 + 1,
  0.1 + 0.2,
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '99999999999999999999999999',
  'x'.repeat(10_000),
  '',
  ' ',
  '\t\r\n',
  [],
  ['a', 1],
  [null],
  {},
  { $gt: '' },
  deep(64),
  null,
  true,
  false,
  '../../../etc/passwd',
  '%00',
  "'; drop table applications; --",
  '<script>alert(1)</script>',
  '2026-02-30',
  'S1234567D',
];

const HOSTILE_STRINGS = HOSTILE_VALUES.filter((v): v is string => typeof v === 'string');

/**
 * Percent-encodes every UTF-16 unit, lone surrogates included (as the three bytes WTF-8 gives them,
 * which are not valid UTF-8): encodeURIComponent would throw on those, and they are exactly the test.
 */
export function encodeAny(text: string): string {
  let out = '';
  for (const ch of text) {
    const unit = ch.codePointAt(0)!;
    if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(ch);
    }
  }
  return out;
}

/** Path segments as they travel: already encoded, some deliberately malformed. */
const RAW_SEGMENTS = ['%00', 'a%00b', '%ED%A0%80', '%C0%AE%C0%AE', '..', '.', '%2e%2e', '%2e%2e%2f%2e%2e%2fetc', '%2F', '%', '%zz', '%25', '__proto__', 'constructor', 'x'.repeat(5000), '-1', '1e308', 'NaN', 'null'];

/** A path parameter: the real value most of the time (so the call gets past the checks), else hostile. */
export const pathParam = (real: string): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(encodeURIComponent(real)) },
    { weight: 3, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length > 0)).map(encodeAny) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }).map(encodeAny) },
    { weight: 1, arbitrary: fc.constant(encodeURIComponent(real)).map((v) => `${v}${'%00'}`) },
  );

type Path = (string | number)[];

/** Every place in a JSON value a field can be replaced: objects' keys and arrays' items, at any depth. */
export function fieldPaths(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => [[...prefix, i], ...fieldPaths(v, [...prefix, i])]);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [[...prefix, k], ...fieldPaths(v, [...prefix, k])]);
  return [];
}

function withField(base: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

/**
 * Bodies shaped like the contract's: a valid body with one to four fields replaced by hostile values,
 * removed, or given arbitrary JSON; extra keys (prototype names included); or the wrong thing altogether.
 */
export function hostileBody(base: unknown): fc.Arbitrary<unknown> {
  const paths = fieldPaths(base);
  const replacement = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...HOSTILE_VALUES) }, { weight: 1, arbitrary: fc.constant(undefined) }, { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) });
  const whole = fc.constantFrom<unknown>(null, [], [base], 'text', 42, {}, deep(64), HOSTILE_VALUES);
  const extras = fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'prototype', 'status', 'reference_no', 'isSucess', 'x'), fc.constantFrom(...HOSTILE_VALUES), { minKeys: 1, maxKeys: 3 });
  if (paths.length === 0) return whole;
  const field = fc.constantFrom(...paths);
  return fc.oneof(
    { weight: 6, arbitrary: fc.array(fc.tuple(field, replacement), { minLength: 1, maxLength: 4 }).map((changes) => changes.reduce((body, [p, v]) => withFieldSafe(body, p, v), base)) },
    { weight: 1, arbitrary: extras.map((more) => ({ ...(base as object), ...more })) },
    { weight: 1, arbitrary: whole },
  );
}

/** The two texts PostgreSQL cannot store, to be tried in every field of a body, not left to chance. */
export const UNSTORABLE = ['a\u0000b', 'x\ud800y'] as const;

/** The base body with one field set to each unstorable text, for every field. */
export function unstorableBodies(base: unknown): unknown[] {
  return fieldPaths(base).flatMap((path) => UNSTORABLE.map((text) => withFieldSafe(base, path, text)));
}

/** A replacement may have removed the parent of a later path: that change is skipped. */
function withFieldSafe(body: unknown, path: Path, value: unknown): unknown {
  try {
    return withField(body, path, value);
  } catch {
    return body;
  }
}

export const hostileFileName = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ unit: 'binary', maxLength: 300 })).map((s) => `${s}.pdf`);
