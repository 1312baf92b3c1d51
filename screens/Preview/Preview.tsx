import { useState } from 'react';
import { JourneyContext } from '../../src/app/journeyContext';
import { messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { LoadFailed } from '../shared/LoadFailed';
import { NonLendingPopup } from './NonLendingPopup';
import { OtpBar } from './OtpBar';
import { SummarySections } from './SummarySections';

/** Spec 2, 2.3: the application summary, terms checkbox, Submit, then the OTP bar. */
export default function Preview() {
  const data = JourneyContext.useSelector((s) => s.context.preview);
  const otpShown = JourneyContext.useSelector((s) => s.hasTag('otp'));
  const nonLending = JourneyContext.useSelector((s) => s.hasTag('nonLending'));
  const reviewing = JourneyContext.useSelector((s) => s.matches({ preview: 'reviewing' }));
  const send = JourneyContext.useActorRef().send;
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  if (!data) return <LoadFailed title={messages.summaryTitle} />;
  const mobile = data.ApplicantDtls.find((a) => a.OrderNumber === 1)?.MobileNumber ?? '';
  return (
    <Page title={messages.summaryTitle}>
      <SummarySections data={data} />
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} disabled={!reviewing} />
          I confirm that the information given in this application is true and complete, and I accept the terms.
        </label>
        {tried && !terms && (
          <p className="field-error" role="alert">
            {messages.termsRequired}
          </p>
        )}
      </div>
      {reviewing && (
        <Actions>
          <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
            Back
          </button>
          <button
            type="button"
            onClick={() => {
              setTried(true);
              if (terms) send({ type: 'user.submitPreview' });
            }}
          >
            Submit
          </button>
        </Actions>
      )}
      {otpShown && <OtpBar mobile={mobile} />}
      {nonLending && <NonLendingPopup />}
    </Page>
  );
}
