import type { PathStep, StepEvent } from '../../src/analysis/coverage';

/** What a user action may read of the path: the sandbox answers it is to bring about. */
export interface ActionContext {
  /** The steps after this one, up to (not including) the next user event. */
  following: PathStep[];
  /** Every step after this one, to the end of the path. */
  rest: PathStep[];
  /** The tags of the states the user acts in (a dialog the state opens may still be loading). */
  tags: string[];
}

export type Output = Record<string, unknown> | null | undefined;

const outputOf = (e: StepEvent): Output => (e as { output?: Output }).output;

const answerOf = (steps: PathStep[], actor: string): Output => {
  const step = steps.find((s) => s.event.type === `xstate.done.actor.${actor}`);
  return step ? outputOf(step.event) : undefined;
};

/** The first answer of `actor` before the next user action: what this action must bring about. */
export const expectedOutput = (ctx: ActionContext, actor: string): Output => answerOf(ctx.following, actor);

/** The first answer of `actor` anywhere later in the path (what the bank must be set up to give). */
export const laterOutput = (ctx: ActionContext, actor: string): Output => answerOf(ctx.rest, actor);

/** A user event, or the reload whose restore the app reports (a person reloads the page too). */
export const isUserEvent = (type: string): boolean => type.startsWith('user.') || type === 'app.restored';

/** Events the sandbox produces by itself: the driver only waits for them. */
export const isSandboxEvent = (type: string): boolean => type.startsWith('xstate.done.actor.');

/** Failures a user action arranges with the officer console before it acts (see the OTP step). */
export const ARRANGED_FAILURES: ReadonlySet<string> = new Set(['xstate.error.actor.verifyOtp']);

export class NoUiActionError extends Error {}

export const noUiAction = (type: string, why = '') =>
  new NoUiActionError(`no UI action for event ${type}${why ? ` (${why})` : ''}`);
