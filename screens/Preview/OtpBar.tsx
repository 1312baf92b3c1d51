import { useEffect, useRef, useState } from 'react';
import { OTP_LENGTH, OTP_PATTERN, OTP_TICK_MS, formatCountdown, messages, otpSentMessage } from '../../src/domain';
import { OTP_NOTICE_MESSAGES, otpTimeLeftMs } from '../../src/domain/otpView';
import type { OtpBarProps } from './useOtpBar';
import { pageMessages } from '../../src/domain/pageMessages';

/** Spec 2, 2.4: 6-digit entry, a countdown from the send time, resend at zero, the tries' messages (Preview and Welcome). */
/** `onBack`: a Back button on the same row as Next (Welcome's lookup). */
export function OtpBarView({
  mobile,
  otpSentAt,
  otpNotice,
  otpExpired: expired,
  busy,
  otpApiOff,
  verifyOtp,
  resendOtp,
  onBack,
}: OtpBarProps & { mobile: string; onBack?: () => void }) {
  const [otp, setOtp] = useState('');
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), OTP_TICK_MS);
    return () => clearInterval(t);
  }, []);
  useEffect(() => setOtp(''), [otpNotice]);
  // The button that asked for the code is gone once the bar shows: focus goes to where the code is typed.
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);

  const sent = otpSentAt ? new Date(otpSentAt) : null;
  const left = sent ? otpTimeLeftMs(sent, now) : 0;
  const valid = OTP_PATTERN.test(otp);

  return (
    <section className="section otp-bar" aria-label="One-time password">
      {otpApiOff ? (
        <p className="notice" role="status" data-testid="otp-api-off">
          {pageMessages.otpApiOff}
        </p>
      ) : (
        sent && <p data-testid="otp-sent">{otpSentMessage(mobile, sent)}</p>
      )}
      {otpNotice && (
        <p className="notice" role="alert" data-testid="otp-notice">
          {OTP_NOTICE_MESSAGES[otpNotice]}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !expired) verifyOtp(otp);
        }}
      >
        <div className="field">
          <label htmlFor="otp">Enter the 6-digit OTP</label>
          <input id="otp" ref={field} inputMode="numeric" autoComplete="one-time-code" maxLength={OTP_LENGTH} value={otp} disabled={expired} onChange={(e) => setOtp(e.target.value.replace(/\D/g, ''))} />
          {otp.length > 0 && !valid && <p className="field-error">{messages.otpInvalidFormat}</p>}
        </div>
        <p aria-live="off" data-testid="otp-countdown">
          {expired ? '0:00' : formatCountdown(left)}
        </p>
        <div className="actions">
          {onBack && (
            <button type="button" className="secondary" onClick={onBack}>
              Back
            </button>
          )}
          {expired && (
            <button type="button" className="secondary" onClick={resendOtp}>
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

