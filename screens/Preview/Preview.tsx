import { useState } from 'react';
import { messages } from '../../src/domain';
import { summarySubmitErrors, summaryViewer } from '../../src/domain/summaryView';
import { BackNext } from '../../src/ui/buttons';
import { AtPageTop, Page } from '../../src/ui/layout';
import { ErrorSummary } from '../../src/ui/ErrorSummary';
import { LoadFailed } from '../shared/LoadFailed';
import { EditButton, type SectionEdit } from './EditButton';
import { NonLendingPopup } from './NonLendingPopup';
import { OtpBarView } from './OtpBar';
import { SummarySections } from './SummarySections';
import { text } from './text';
import { usePreview, type PreviewBinding } from './usePreview';
import { pageMessages } from '../../src/domain/pageMessages';

/**
 * Spec 2, 2.3 and 4-6: the application summary, terms checkbox, Submit, then the OTP bar. A first user
 * must pass the required-field checks before Submit sends anything; Edit buttons show for a first user,
 * and for another person only when their record allows editing.
 */
const TERMS = 'terms';

export function PreviewView(props: PreviewBinding) {
  const { data, otpShown, nonLending, reviewing, firstUser, nric, busy } = props;
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [attempt, setAttempt] = useState(0);
  if (!data) return <LoadFailed title={pageMessages.summaryTitle} />;

  const { currentOrder, canEdit, mobile } = summaryViewer(data, { firstUser, nric });
  const edit: SectionEdit = {
    opens: {
      financing: canEdit && props.opensFinancing,
      company: canEdit && props.opensCompany,
      persons: canEdit && props.opensPersons,
      account: canEdit && props.opensAccount,
      property: canEdit && props.opensProperty,
      declarations: props.opensDeclarations,
    },
    open: props.editSection,
    ownOrder: firstUser ? null : currentOrder,
  };

  // The terms message stands at the checkbox, and the summary's link goes there; the others name a section to edit.
  const termsError = errors.find((e) => e === messages.termsRequired);
  const submit = () => {
    const found = summarySubmitErrors(data, { firstUser, termsAccepted: terms });
    setErrors(found);
    setAttempt((n) => n + 1);
    if (found.length === 0) props.submit();
  };

  return (
    <Page title={pageMessages.summaryTitle}>
      <SummarySections data={data} edit={edit} currentOrder={currentOrder} rows={{ editable: props.rowActions, remove: props.removePropertyRow }} />
      <p>
        <EditButton section="declarations" label={text.declarationsLink} edit={edit}>
          {text.declarationsLink}
        </EditButton>
      </p>
      <div className="field checkbox">
        <label>
          <input id={TERMS} type="checkbox" checked={terms} onChange={(e) => setTerms(e.target.checked)} disabled={!reviewing} aria-describedby={termsError ? `${TERMS}-error` : undefined} />
          {text.terms}
        </label>
        {termsError && (
          <p className="field-error" id={`${TERMS}-error`}>
            {termsError}
          </p>
        )}
      </div>
      <AtPageTop>
        <ErrorSummary items={errors.map((e) => ({ field: e === termsError ? TERMS : e, message: e }))} attempt={attempt} testId="summary-errors" />
      </AtPageTop>
      {reviewing && <BackNext secondary={text.back} primary={text.submit} onSecondary={props.back} onPrimary={submit} />}
      {otpShown && <OtpBarView mobile={mobile} {...props} />}
      {nonLending && <NonLendingPopup busy={busy} onSkip={props.skipNonLending} onSubmit={props.submitNonLending} />}
    </Page>
  );
}

export default function Preview() {
  return <PreviewView {...usePreview()} />;
}
