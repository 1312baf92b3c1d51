import type { TransitionInfo } from '../analysis/chartModel';

/**
 * How the explorer names events for people: `xstate.after.ERROR_POPUP.journey.x` reads
 * `after ERROR_POPUP`, `xstate.done.actor.loadCompany` reads `loadCompany done`, user events as they are.
 */
export function eventLabel(eventType: string): string {
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after) return `after ${after[1]}`;
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
  if (actor) return actor[2] === '*' ? `any call ${actor[1]}` : `${actor[2]} ${actor[1]}`;
  return eventType;
}

/** A transition's label on the chart: its event, and its guard in brackets. */
export function transitionLabel(t: Pick<TransitionInfo, 'eventType' | 'guard'>): string {
  return t.guard ? `${eventLabel(t.eventType)} [${t.guard}]` : eventLabel(t.eventType);
}

/** The last segment of a state id, or the whole id when it has none. */
export const shortId = (id: string): string => id.slice(id.lastIndexOf('.') + 1);

/** A duration as people say it: 5000 reads "5 seconds", 120000 "2 minutes", 90000 "90 seconds". */
export function durationWords(ms: number): string {
  const unit = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  if (ms >= 60_000 && ms % 60_000 === 0) return unit(ms / 60_000, 'minute');
  if (ms % 1000 === 0) return unit(ms / 1000, 'second');
  return `${ms} ms`;
}

/** A timed transition's delay in words: "after OTP_VALIDITY (2 minutes)". */
export const delayWords = (delay: { name: string; ms: number }): string => `after ${delay.name} (${durationWords(delay.ms)})`;
