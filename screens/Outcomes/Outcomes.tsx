import { JourneyContext } from '../../machines/journeyContext';
import { errorPage, messages } from '../../domain';
import { Actions, Page } from '../../ui/layout';
import { leaveFor } from '../shared/status/navigation';

function Restart({ label = 'Back to home' }: { label?: string }) {
  const send = JourneyContext.useActorRef().send;
  return (
    <Actions>
      <button type="button" onClick={() => send({ type: 'user.restart' })}>
        {label}
      </button>
    </Actions>
  );
}

/**
 * Spec 2, 8 "Button types on those pages": Get in Touch with Cancel, Resume Application with Cancel,
 * or Back to home, by the code. Get in Touch and Cancel are the bank's links; Resume Application opens
 * the resume form (the chart offers it on InvalidEntity, where the codes that ask for it arrive).
 */
function ErrorPageButtons({ code }: { code: string }) {
  const send = JourneyContext.useActorRef().send;
  const canResume = JourneyContext.useSelector((s) => s.can({ type: 'user.openResume' }));
  const { action } = errorPage(code);
  if (action === 'home' || (action === 'resume' && !canResume)) return <Restart label={messages.backToHomeErrorPage} />;
  return (
    <Actions>
      <button type="button" className="secondary" onClick={() => leaveFor('cancelLink')}>
        {messages.errorPageCancel}
      </button>
      {action === 'resume' ? (
        <button type="button" onClick={() => send({ type: 'user.openResume' })}>
          {messages.errorPageResume}
        </button>
      ) : (
        <button type="button" onClick={() => leaveFor('getInTouchLink')}>
          {messages.errorPageGetInTouch}
        </button>
      )}
    </Actions>
  );
}

/** Spec 2, 8 and 3, 8: the error page, its message chosen by the error type. */
export function InvalidEntity() {
  const type = JourneyContext.useSelector((s) => s.context.errorType) ?? '';
  const page = errorPage(type);
  return (
    <Page title="Oops!">
      <p data-testid="error-message">{page.message}</p>
      <p className="hint">Error type: {type || 'unknown'}</p>
      <ErrorPageButtons code={type} />
    </Page>
  );
}

export function InvalidDirectors() {
  const type = JourneyContext.useSelector((s) => s.context.errorType) ?? 'M10';
  return (
    <Page title="Oops!">
      <p data-testid="error-message">{errorPage(type).message}</p>
      <ErrorPageButtons code={type} />
    </Page>
  );
}

/** Spec 2, 2.5. */
export function InvalidOTP() {
  return (
    <Page title={messages.otpExceededTitle}>
      <p data-testid="error-message">{messages.otpExceededBody}</p>
      <Restart label={messages.getInTouch} />
    </Page>
  );
}

export function SessionExpired() {
  return (
    <Page title="Session timeout">
      <p data-testid="error-message">{messages.sessionTimeout}</p>
      <Restart label="Restart application" />
    </Page>
  );
}

/** Spec 2, 4 "Submit on the summary" step 4 and 2.16 (ineligibility, code shown). */
export function PreKnockoutFailed() {
  const code = JourneyContext.useSelector((s) => s.context.preKnockoutCode ?? s.context.errorType) ?? 'M12';
  return (
    <Page title="Oops!">
      <p data-testid="error-message">{errorPage(code).message}</p>
      <p className="hint" data-testid="error-code">
        Code: {code}
      </p>
      <ErrorPageButtons code={code} />
    </Page>
  );
}
