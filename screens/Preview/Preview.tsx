import { useState } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { currentUserOrder, messages, summaryRequiredFieldErrors } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { LoadFailed } from '../shared/LoadFailed';
import { EditButton } from './EditButton';
import { NonLendingPopup } from './NonLendingPopup';
import { OtpBar } from './OtpBar';
import { SummarySections } from './SummarySections';
import { text } from './text';

/**
 * Spec 2, 2.3 and 4-6: the application summary, terms checkbox, Submit, then the OTP bar. A first user
 * must pass the required-field checks before Submit sends anything; Edit buttons show for a first user,
 * and for another person only when their record allows editing.
 */
export default function Preview() {
  const data = JourneyContext.useSelector((s) => s.context.preview);
  const otpShown = JourneyContext.useSelector((s) => s.hasTag('otp'));
  const nonLending = JourneyContext.useSelector((s) => s.hasTag('nonLending'));
  const reviewing = JourneyContext.useSelector((s) => s.matches({ preview: 'reviewing' }));
  const firstUser = JourneyContext.useSelector((s) => s.context.flags.firstUser);
  const nric = JourneyContext.useSelector((s) => s.context.lookup?.nric ?? null);
  const send = JourneyContext.useActorRef().send;
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  if (!data) return <LoadFailed title={messages.summaryTitle} />;

  const currentOrder = currentUserOrder(data.ApplicantDtls, { firstUser, nric });
  const allowEdit = data.ApplicantsDtlsMyInfo.find((p) => p.OrderNumber === currentOrder)?.allowEdit ?? false;
  const canEdit = firstUser || allowEdit;
  const mobile = data.ApplicantDtls.find((a) => a.OrderNumber === (currentOrder ?? 1))?.MobileNumber ?? '';

  const submit = () => {
    const found = firstUser ? summaryRequiredFieldErrors(data, { termsAccepted: terms }) : terms ? [] : [messages.termsRequired];
    setErrors(found);
    if (found.length === 0) send({ type: 'user.submitPreview' });
  };

  return (
    <Page title={messages.summaryTitle}>
      <SummarySections data={data} canEdit={canEdit} currentOrder={currentOrder} />
      <p>
        <EditButton section="declarations" label={text.declarationsLink} shown>
          {text.declarationsLink}
        </EditButton>
      </p>
      <div className="field checkbox">
        <label>
          <input type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} disabled={!reviewing} />
          {text.terms}
        </label>
      </div>
      {errors.length > 0 && (
        <ul className="field-error" role="alert" data-testid="summary-errors">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      {reviewing && (
        <Actions>
          <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
            {text.back}
          </button>
          <button type="button" onClick={submit}>
            {text.submit}
          </button>
        </Actions>
      )}
      {otpShown && <OtpBar mobile={mobile} />}
      {nonLending && <NonLendingPopup />}
    </Page>
  );
}
