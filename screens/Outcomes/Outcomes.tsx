import { JourneyContext } from '../../src/app/journeyContext';
import { errorPage, messages } from '../../src/domain';
import { Actions, Page } from '../../src/ui/layout';

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

/** Spec 2, 8 and 3, 8: the error page, its message chosen by the error type. */
export function InvalidEntity() {
  const type = JourneyContext.useSelector((s) => s.context.errorType) ?? '';
  const page = errorPage(type);
  return (
    <Page title="Oops!">
      <p data-testid="error-message">{page.message}</p>
      <p className="hint">Error type: {type || 'unknown'}</p>
      <Restart />
    </Page>
  );
}

export function InvalidDirectors() {
  const type = JourneyContext.useSelector((s) => s.context.errorType) ?? 'M10';
  return (
    <Page title="Oops!">
      <p data-testid="error-message">{errorPage(type).message}</p>
      <Restart />
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
      <Restart />
    </Page>
  );
}
