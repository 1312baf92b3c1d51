import { expect } from '@playwright/test';
import { messages } from '../../src/domain/messages';
import { expectedOutput, noUiAction } from '../support/pathSteps';
import type { Walk } from '../support/walk';
import type { UserAction } from './page';

/**
 * The one-time password step (spec 2, 2.4 and 2.5) the summary, Welcome and Resume Application share:
 * the SIM outbox gives the code sent; a wrong one is any other six digits.
 */
async function enterOtp(w: Walk, code: string): Promise<void> {
  const input = w.page.getByLabel('Enter the 6-digit OTP');
  const next = w.page.getByRole('region', { name: 'One-time password' }).getByRole('button', { name: 'Next' });
  await expect(input).toBeEnabled();
  await input.fill(code);
  await expect(next).toBeEnabled();
  await next.click();
}

/** A wrong code, and the notice of the tries left after it (none after the third). */
async function enterWrongOtp(w: Walk, wrong: string): Promise<void> {
  await enterOtp(w, wrong);
  w.wrongOtps++;
  if (w.wrongOtps < 3) await expect(w.page.getByTestId('otp-notice')).toHaveText(w.wrongOtps === 1 ? messages.otpTwoTriesLeft : messages.otpOneTryLeft);
}

export const verifyOtp: UserAction = async (w, _event, ctx) => {
  if (ctx.following.some((s) => s.event.type === 'xstate.error.actor.verifyOtp')) {
    // The path expects the session to have expired by now: the officer console expires it.
    await w.expireSessions();
    await enterOtp(w, await w.latestOtp());
    return;
  }
  const answer = expectedOutput(ctx, 'verifyOtp');
  const statusCode = String(answer?.statusCode ?? '0');
  const otp = await w.latestOtp();
  const wrong = otp === '000000' ? '111111' : '000000';
  if (statusCode === '0') {
    await enterOtp(w, otp);
  } else if (statusCode === '1') {
    // The server allows 3 tries: wrong codes until it has as many tries left as the path expects.
    const triesLeft = Number(answer?.triesLeft ?? 2);
    do await enterWrongOtp(w, wrong);
    while (3 - w.wrongOtps > triesLeft);
  } else if (statusCode === '3') {
    // One chart step, three entries in the UI: wrong codes until the tries are used up.
    while (w.wrongOtps < 3) await enterWrongOtp(w, wrong);
  } else {
    throw noUiAction(`user.verifyOtp answered with statusCode ${statusCode}`, 'the sandbox gives an expired OTP only after its 2-minute validity');
  }
};
