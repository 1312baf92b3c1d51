import type { z } from 'zod';
import { badRequest, type Issue } from './errors';

type Where = 'request body' | 'path' | 'query';

/** Parses input with a contract schema; anything the schema refuses is a 400 naming each field. */
export function parse<S extends z.ZodTypeAny>(schema: S, input: unknown, where: Where): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = result.error.issues.map(toIssue);
  throw badRequest(sentence(where, issues), issues);
}

/** For the bank's own rules, checked after the schema: same 400 shape, same wording. */
export function rejectIssues(issues: Issue[]): void {
  rejectIn('request body', issues);
}

/** The same 400 for issues found outside a schema, in any part of the request. */
export function rejectIn(where: Where, issues: Issue[]): void {
  if (issues.length > 0) throw badRequest(sentence(where, issues), issues);
}

export const parseBody = <S extends z.ZodTypeAny>(schema: S, body: unknown) => parse(schema, body, 'request body');
export const parseParams = <S extends z.ZodTypeAny>(schema: S, params: unknown) => parse(schema, params, 'path');

function toIssue(issue: z.core.$ZodIssue): Issue {
  const path = issue.path.map(String).join('.');
  // zod's wording for an absent field ("expected string, received undefined") reads poorly to a user.
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return { path, message: missing ? 'is required' : issue.message };
}

function sentence(where: Where, issues: Issue[]): string {
  const whole = issues.find((i) => i.path === '');
  if (whole) return `The ${where} is invalid: ${where === 'request body' ? 'expected a JSON object' : whole.message}.`;
  const parts = issues.map((i) => `${i.path} (${i.message})`);
  const noun = issues.length === 1 ? 'field' : 'fields';
  return `The ${where} has ${issues.length} invalid ${noun}: ${parts.join('; ')}.`;
}
