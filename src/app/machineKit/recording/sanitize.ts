/**
 * What a recording may keep of an event, an input or a context: a JSON-safe deep copy with every
 * secret replaced: card details, passwords, tokens, client secrets and API
 * keys, found by their key or by what a string looks like. Errors keep their message; functions,
 * actor references and `undefined` are dropped; dates become ISO text.
 */
export const REDACTED = '[redacted]';

const MAX_DEPTH = 24;

/** Keys whose value is a secret whatever it holds (case-insensitive). */
const SECRET_KEYS = [
  /card[-_ ]?num/i,
  /^(card)?[-_]?(cvc|cvv|cvc2|cvv2|csc)$/i,
  /expiry/i,
  /^exp[-_]?(month|year|date)$/i,
  /passw(or)?d/i,
  /token/i,
  /secret/i,
  /authori[sz]ation/i,
  /api[-_]?key/i,
];

/** Strings that are a secret wherever they appear. */
const SECRET_TEXT = [
  // A card number: 13 to 19 digits, single spaces or dashes allowed between them.
  /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/,
  // A JWT (an ID or access token): a JSON header in base64url, then two more parts.
  /eyJ[\w-]*\.[\w-]+\.[\w-]*/,
  // A Stripe client secret (`pi_…_secret_…`, `seti_…_secret_…`).
  /_secret_/i,
];

function isSecretKey(key: string): boolean {
  return SECRET_KEYS.some((pattern) => pattern.test(key));
}

function isSecretText(text: string): boolean {
  return SECRET_TEXT.some((pattern) => pattern.test(text));
}

function isActorRef(value: object): boolean {
  return 'sessionId' in value && 'send' in value && typeof value.send === 'function';
}

function copy(value: unknown, depth: number, ancestors: WeakSet<object>): unknown {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
      return isSecretText(value) ? REDACTED : value;
    case 'number':
      return Number.isFinite(value) ? value : null;
    case 'boolean':
      return value;
    case 'bigint':
      return value.toString();
    case 'object':
      break;
    default:
      // undefined, functions and symbols have no JSON form.
      return undefined;
  }
  if (depth > MAX_DEPTH || ancestors.has(value) || isActorRef(value)) return undefined;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (value instanceof Error) return { message: copy(value.message, depth + 1, ancestors) };
  const tag = Object.prototype.toString.call(value);
  if (tag === '[object File]' || tag === '[object Blob]') {
    // A photo being uploaded: what it is, never its bytes.
    return copy(
      {
        name: Reflect.get(value, 'name'),
        type: Reflect.get(value, 'type'),
        size: Reflect.get(value, 'size'),
      },
      depth + 1,
      ancestors,
    );
  }
  ancestors.add(value);
  try {
    if (Array.isArray(value) || value instanceof Set) {
      return Array.from(value, (item: unknown) => copy(item, depth + 1, ancestors) ?? null);
    }
    const entries: Iterable<[unknown, unknown]> =
      value instanceof Map ? value.entries() : Object.entries(value);
    const result: Record<string, unknown> = {};
    for (const [rawKey, item] of entries) {
      const key = String(rawKey);
      const copied = copy(item, depth + 1, ancestors);
      if (copied === undefined) continue;
      // An empty secret (`clientSecret: null`) says something useful and reveals nothing.
      result[key] = copied !== null && isSecretKey(key) ? REDACTED : copied;
    }
    return result;
  } finally {
    ancestors.delete(value);
  }
}

export function sanitize(value: unknown): unknown {
  return copy(value, 0, new WeakSet());
}
