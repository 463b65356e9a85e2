/**
 * What a recording may keep of an event, an input or a context: a JSON-safe deep copy with every
 * secret replaced: card details, passwords, tokens, client secrets and API keys, found by their
 * key or by what a string looks like. Errors keep their message; functions, actor references and
 * `undefined` are dropped; dates become ISO text. Every page that runs a machine loads this:
 * written without spreads or for-of, whose compiled helpers would double its size.
 */
export const REDACTED = '[redacted]';

const MAX_DEPTH = 24;

/** Keys whose value is a secret whatever it holds (case-insensitive). */
const SECRET_KEY =
  /card[-_ ]?num|^(card)?[-_]?(cvc|cvv|cvc2|cvv2|csc)$|expiry|^exp[-_]?(month|year|date)$|passw(or)?d|token|secret|authori[sz]ation|api[-_]?key/i;

/**
 * Strings that are a secret wherever they appear: a card number (13 to 19 digits, single spaces
 * or dashes between them), a JWT (an ID or access token: a JSON header in base64url, then two
 * more parts), a Stripe client secret (`pi_…_secret_…`).
 */
const SECRET_TEXT = /(^|\D)\d([ -]?\d){12,18}(\D|$)|eyJ[\w-]*\.[\w-]+\.[\w-]*|_secret_/i;

function copy(value: unknown, depth: number, ancestors: object[]): unknown {
  if (typeof value === 'string') return SECRET_TEXT.test(value) ? REDACTED : value;
  if (typeof value === 'number') return isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value === null) return value;
  if (typeof value === 'bigint') return String(value);
  // undefined, functions and symbols have no JSON form.
  if (typeof value === 'function' || Object(value) !== value) return undefined;
  const object: Record<string, unknown> = Object(value);
  if (depth > MAX_DEPTH || ancestors.indexOf(object) >= 0) return undefined;
  // An actor reference (an invoked or spawned actor).
  if (typeof object.send === 'function' && 'sessionId' in object) return undefined;
  if (object instanceof Date) return isNaN(object.getTime()) ? null : object.toISOString();
  if (object instanceof Error) return { message: copy(object.message, depth + 1, ancestors) };
  const tag = Object.prototype.toString.call(object);
  // A photo being uploaded: what it is, never its bytes.
  if (tag === '[object File]' || tag === '[object Blob]') {
    return copy({ name: object.name, type: object.type, size: object.size }, depth + 1, ancestors);
  }
  const inner = ancestors.concat([object]);
  if (Array.isArray(object) || object instanceof Set) {
    return Array.from(object, (item: unknown) => {
      const copied = copy(item, depth + 1, inner);
      return copied === undefined ? null : copied;
    });
  }
  const result: Record<string, unknown> = {};
  const entries: [unknown, unknown][] =
    object instanceof Map
      ? Array.from(object)
      : Object.keys(object).map((k): [unknown, unknown] => [k, object[k]]);
  entries.forEach((entry) => {
    const key = String(entry[0]);
    const copied = copy(entry[1], depth + 1, inner);
    if (copied === undefined) return;
    // An empty secret (`clientSecret: null`) says something useful and reveals nothing.
    result[key] = copied !== null && SECRET_KEY.test(key) ? REDACTED : copied;
  });
  return result;
}

export function sanitize(value: unknown): unknown {
  return copy(value, 0, []);
}
