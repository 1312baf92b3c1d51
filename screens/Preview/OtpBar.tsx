import { useEffect, useState } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { OTP_TICK_MS, OTP_VALIDITY_MS, formatCountdown, messages, otpSentMessage } from '../../domain';

const NOTICES = {
  twoTriesLeft: messages.otpTwoTriesLeft,
  oneTryLeft: messages.otpOneTryLeft,
  expired: messages.otpTimerExpired,
  duplicate: messages.otpDuplicate,
} as const;

/** Spec 2, 2.4: 6-digit entry, a countdown from the send time, resend at zero, the tries' messages (Preview and Welcome). */
export function OtpBar({ mobile }: { mobile: string }) {
  const sentAt = JourneyContext.useSelector((s) => s.context.otpSentAt);
  const notice = JourneyContext.useSelector((s) => s.context.otpNotice);
  // The bar serves the summary and Welcome (machines/regions/otp.ts): expired in either.
  const expired = JourneyContext.useSelector((s) => s.matches({ preview: 'otpExpired' }) || s.matches({ welcome: 'otpExpired' }) || s.matches({ resumeApplication: 'otpExpired' }));
  const busy = JourneyContext.useSelector((s) => s.hasTag('busy'));
  const send = JourneyContext.useActorRef().send;
  const [otp, setOtp] = useState('');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), OTP_TICK_MS);
    return () => clearInterval(t);
  }, []);
  useEffect(() => setOtp(''), [notice]);

  const sent = sentAt ? new Date(sentAt) : null;
  // Clamped to the validity: a browser clock a little behind the bank's must not show more than 2:00.
  const left = sent ? Math.min(OTP_VALIDITY_MS, Math.max(0, sent.getTime() + OTP_VALIDITY_MS - now)) : 0;
  const valid = /^\d{6}$/.test(otp);

  return (
    <section className="section otp-bar" aria-label="One-time password">
      {sent && <p data-testid="otp-sent">{otpSentMessage(mobile, sent)}</p>}
      {notice && (
        <p className="notice" role="alert" data-testid="otp-notice">
          {NOTICES[notice]}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !expired) send({ type: 'user.verifyOtp', otp });
        }}
      >
        <div className="field">
          <label htmlFor="otp">Enter the 6-digit OTP</label>
          <input id="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={otp} disabled={expired} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} />
          {otp.length > 0 && !valid && <p className="field-error">{messages.otpInvalidFormat}</p>}
        </div>
        <p aria-live="off" data-testid="otp-countdown">
          {expired ? '0:00' : formatCountdown(left)}
        </p>
        <div className="actions">
          {expired && (
            <button type="button" className="secondary" onClick={() => send({ type: 'user.resendOtp' })}>
              Resend OTP
            </button>
          )}
          <button type="submit" disabled={!valid || expired || busy}>
            Next
          </button>
        </div>
      </form>
    </section>
  );
}
