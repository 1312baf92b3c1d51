import type { FastifyRequest } from 'fastify';
import type { Issue } from './errors';
import { rejectIn } from './validate';

/*
 * PostgreSQL's text and jsonb cannot hold NUL, and an unpaired UTF-16 surrogate is not Unicode (the
 * driver fails to encode it, or PostgreSQL refuses the escape in jsonb): such input used to reach the
 * database and come back as a 500. It is refused here, once for every route, before any handler runs.
 */

const NUL = /\u0000/;
const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** Enough to name the problem; a body full of NULs need not be listed in full. */
const MAX_ISSUES = 10;

export const TEXT_ISSUES = {
  nul: 'contains a NUL character (\\u0000), which is not allowed',
  surrogate: 'contains an unpaired UTF-16 surrogate, which is not valid Unicode text',
  nulInName: 'has a field name containing a NUL character (\\u0000), which is not allowed',
  surrogateInName: 'has a field name containing an unpaired UTF-16 surrogate, which is not valid Unicode text',
  encoding: 'is not valid percent-encoded UTF-8',
} as const;

function textIssue(text: string, inName: boolean): string | null {
  if (NUL.test(text)) return inName ? TEXT_ISSUES.nulInName : TEXT_ISSUES.nul;
  if (UNPAIRED_SURROGATE.test(text)) return inName ? TEXT_ISSUES.surrogateInName : TEXT_ISSUES.surrogate;
  return null;
}

/** Where a value sits in the body: its key under its parent, the parent's place, and so on up. */
interface Place {
  key: string | null;
  up: Place | null;
}

const pathOf = (place: Place): string => {
  const keys: string[] = [];
  for (let at: Place | null = place; at && at.key !== null; at = at.up) keys.push(at.key);
  return keys.reverse().join('.');
};

/**
 * Every string (values and field names) of a parsed JSON value that the database could not store,
 * by its path as zod writes it (ApplicantDtls.0.Person_Name). Iterative: a deeply nested body must not
 * overflow the stack; and a path is spelled out only for an issue, so a body nested 20,000 deep costs
 * as many steps, not their square.
 */
export function unstorableText(value: unknown): Issue[] {
  const issues: Issue[] = [];
  const stack: { value: unknown; place: Place }[] = [{ value, place: { key: null, up: null } }];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value: current, place } = stack.pop()!;
    if (typeof current === 'string') {
      const message = textIssue(current, false);
      if (message) issues.push({ path: pathOf(place), message });
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], place: { key: String(i), up: place } });
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i];
        const message = textIssue(key, true);
        if (message) issues.push({ path: pathOf({ key: printable(key), up: place }), message });
        else stack.push({ value: child, place: { key, up: place } });
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}

/** A field name as it can be shown back: the offending characters become U+FFFD. */
const printable = (name: string) => name.replace(new RegExp(`${NUL.source}|${UNPAIRED_SURROGATE.source}`, 'g'), '\ufffd');

/**
 * The query's names and values as sent. Fastify's parser keeps a value it cannot decode as the raw
 * text, so a malformed escape would otherwise pass unseen.
 */
function undecodableQuery(url: string): Issue[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const issues: Issue[] = [];
  for (const pair of url.slice(at + 1).split('&')) {
    const [name, ...rest] = pair.split('=');
    for (const part of [name, rest.join('=')]) {
      try {
        decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        issues.push({ path: safeName(name), message: TEXT_ISSUES.encoding });
        break;
      }
    }
  }
  return issues.slice(0, MAX_ISSUES);
}

const safeName = (raw: string) => {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw.replace(/%/g, '');
  }
};

/** preValidation hook for the whole bank: path parameters first, then the query, then the body. */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  rejectIn('path', unstorableText(request.params));
  rejectIn('query', [...undecodableQuery(request.url), ...unstorableText(request.query)]);
  rejectIn('request body', unstorableText(request.body));
}
