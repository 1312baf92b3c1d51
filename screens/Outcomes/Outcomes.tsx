import type { ReactNode } from 'react';
import { errorPage, messages, type ErrorPageAction } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';
import { leaveFor } from '../shared/status/navigation';
import { otpRefusalLines } from '../../src/domain/otpRefusal';
import { ErrorDetails } from './ErrorDetails';
import { useOutcomes, type OutcomesBinding } from './useOutcomes';
import { pageMessages } from '../../src/domain/pageMessages';

function Restart({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Actions>
      <button type="button" onClick={onClick}>
        {label}
      </button>
    </Actions>
  );
}

type ButtonsProps = Pick<OutcomesBinding, 'canResume' | 'backToHome' | 'openResume' | 'cancel'> & {
  action: ErrorPageAction;
  getInTouchLabel?: string;
  /** A button between Cancel and the page's main one (InvalidOTP after a lookup: Try again). */
  extra?: ReactNode;
};

/**
 * Spec 2, 8 "Button types on those pages": Get in Touch with Cancel, Resume Application with Cancel,
 * or Back to home. Get in Touch and Cancel are the bank's links; Resume Application opens the resume
 * form (the chart offers it on InvalidEntity, where the codes that ask for it arrive).
 */
function ErrorPageButtons({ action, canResume, backToHome, openResume, cancel, extra, getInTouchLabel = pageMessages.errorPageGetInTouch }: ButtonsProps) {
  if (action === 'home' || (action === 'resume' && !canResume)) return <Restart label={pageMessages.backToHomeErrorPage} onClick={backToHome} />;
  return (
    <Actions>
      <button type="button" className="secondary" onClick={cancel}>
        {pageMessages.errorPageCancel}
      </button>
      {extra}
      {action === 'resume' ? (
        <button type="button" onClick={openResume}>
          {pageMessages.errorPageResume}
        </button>
      ) : (
        <button type="button" onClick={() => leaveFor('getInTouchLink')}>
          {getInTouchLabel}
        </button>
      )}
    </Actions>
  );
}

type CodePageProps = Pick<OutcomesBinding, 'canResume' | 'backToHome' | 'openResume' | 'cancel' | 'missingFields'> & { code: string; hint?: ReactNode };

/** Spec 2, 8 and 3, 8: the error page, its message chosen by the code, then what the page says of the code. */
function ErrorCodePage({ code, hint, missingFields, ...buttons }: CodePageProps) {
  const { message, action } = errorPage(code);
  return (
    <Page title={pageMessages.oops}>
      <p data-testid="error-message">{message}</p>
      <ErrorDetails code={code} missingFields={missingFields} />
      {hint}
      <ErrorPageButtons action={action} {...buttons} />
    </Page>
  );
}

export function InvalidEntityView(props: OutcomesBinding) {
  const type = props.errorType ?? '';
  return <ErrorCodePage {...props} code={type} hint={<p className="hint">Error type: {type || 'unknown'}</p>} />;
}

export function InvalidDirectorsView(props: OutcomesBinding) {
  return <ErrorCodePage {...props} code={props.errorType ?? 'M10'} />;
}

/** Spec 2, 4 "Submit on the summary" step 4 and 2.16 (ineligibility, code shown). */
export function PreKnockoutFailedView(props: OutcomesBinding) {
  const code = props.preKnockoutCode ?? props.errorType ?? 'M12';
  const hint = (
    <p className="hint" data-testid="error-code">
      Code: {code}
    </p>
  );
  return <ErrorCodePage {...props} code={code} hint={hint} />;
}

/**
 * Spec 2, 2.5: the page's 'Get in touch', paired with Cancel like every Get in Touch of spec 2, 8. What
 * it says depends on why it shows (src/domain/otpRefusal.ts); after a lookup, Try again opens the form.
 */
export function InvalidOTPView(props: Pick<OutcomesBinding, 'canResume' | 'backToHome' | 'openResume' | 'cancel' | 'otpRefusal' | 'openWelcome' | 'canOpenWelcome'>) {
  const { otpRefusal, openWelcome, canOpenWelcome, ...buttons } = props;
  const tryAgain = canOpenWelcome && (
    <button type="button" className="secondary" onClick={openWelcome}>
      {pageMessages.tryAgain}
    </button>
  );
  return (
    <Page title={messages.otpExceededTitle}>
      <div data-testid="error-message">
        {otpRefusalLines(otpRefusal).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <ErrorPageButtons {...buttons} action="getInTouch" getInTouchLabel={pageMessages.getInTouch} extra={tryAgain} />
    </Page>
  );
}

/** The timeout page: a restart, and where an application is saved, its number and the way to resume it. */
export function SessionExpiredView({ restart, canResume, openResume, applicationNo }: Pick<OutcomesBinding, 'restart' | 'canResume' | 'openResume' | 'applicationNo'>) {
  const resumable = canResume && applicationNo;
  return (
    <Page title={messages.sessionTimeoutTitle}>
      <p data-testid="error-message">{messages.sessionTimeout}</p>
      {resumable && <p>{pageMessages.sessionExpiredSaved(applicationNo)}</p>}
      <Actions>
        <button type="button" className={resumable ? 'secondary' : undefined} onClick={restart}>
          {pageMessages.restartApplication}
        </button>
        {resumable && (
          <button type="button" onClick={openResume}>
            {pageMessages.errorPageResume}
          </button>
        )}
      </Actions>
    </Page>
  );
}

export const InvalidEntity = () => <InvalidEntityView {...useOutcomes()} />;
export const InvalidDirectors = () => <InvalidDirectorsView {...useOutcomes()} />;
export const PreKnockoutFailed = () => <PreKnockoutFailedView {...useOutcomes()} />;
export const InvalidOTP = () => <InvalidOTPView {...useOutcomes()} />;
export const SessionExpired = () => <SessionExpiredView {...useOutcomes()} />;
