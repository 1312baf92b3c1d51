/**
 * What has happened on a journey so far, as the user and the bank saw it: the events the user sent and
 * the answers the bank gave, in order. The oracles read it to say what must be true in a state without
 * asking the chart how it got there.
 */
export interface LoggedStep {
  type: string;
  /** The invoked call the step answers (`xstate.done.actor.<id>` or `xstate.error.actor.<id>`), if any. */
  call: string | null;
  ok: boolean;
  output: unknown;
  error: unknown;
  /** The route the step led to. */
  route: string;
}

type StatusAnswer = { request: { StatusDtls: { ProductType: string; ApplicationProgress: string; isExistingOTPAvailable: string } } };

/** What the oracles read of the bank's answers, by call (the services' outputs, as far as the spec names them). */
export interface Answers {
  requestOtp: { outcome: 'sent' | 'duplicate' | 'exceeded'; sentAt: string | null };
  verifyOtp: { statusCode: string; triesLeft: number };
  preQualify: { passed: boolean };
  assessAtStart: { passed: boolean };
  retrieveIdentity: { outcome: string };
  loadStatus: StatusAnswer;
  loadStatusEnquiry: StatusAnswer;
  uploadDocuments: { rejections: unknown[] };
}

/** The answer a step carries, read as the call's output: the log holds the path's events untyped. */
export const answerOf = <K extends keyof Answers>(step: LoggedStep | undefined, call: K): Answers[K] | undefined =>
  step?.ok && step.call === call ? (step.output as Answers[K]) : undefined;

export class JourneyLog {
  readonly steps: LoggedStep[] = [];

  record(event: { type: string; output?: unknown; error?: unknown }, route: string): void {
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    this.steps.push({ type: event.type, call: match ? match[2] : null, ok: match?.[1] === 'done', output: event.output, error: event.error, route });
  }

  /** A restart (Back To Home, Reapply) begins a new journey: what happened before no longer counts. */
  reset(): void {
    this.steps.length = 0;
  }

  /** Where in the log the last successful answer of one of `calls` is (-1: none). */
  lastAnswerAt(...calls: string[]): number {
    for (let i = this.steps.length - 1; i >= 0; i--) if (this.steps[i].ok && calls.includes(this.steps[i].call ?? '')) return i;
    return -1;
  }

  /** The last successful answer of `call` after position `since`, or undefined. */
  lastAnswer<K extends keyof Answers>(call: K, since = -1): Answers[K] | undefined {
    const at = this.lastAnswerAt(call);
    return at > since ? answerOf(this.steps[at], call) : undefined;
  }

  answered(call: string): boolean {
    return this.lastAnswerAt(call) >= 0;
  }

  /** The user events sent, by type, after position `since`. */
  userEvents(type: string, since = -1): number {
    return this.steps.filter((s, i) => i > since && s.type === type).length;
  }

  get last(): LoggedStep | undefined {
    return this.steps[this.steps.length - 1];
  }
}
