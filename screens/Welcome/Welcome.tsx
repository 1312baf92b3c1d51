import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { buildFeatures } from '../../src/config';
import { messages } from '../../src/domain/messages';
import { LOOKUP_ID_MAX_LENGTH, LOOKUP_OPTIONS, lookupNoticeLines, welcomeSchema, type WelcomeValues } from '../../src/domain/welcome';
import { CheckboxField, RadioGroup, TextField } from '../../src/ui/fields';
import { Actions, Page } from '../../src/ui/layout';
import { OtpBarView } from '../Preview/OtpBar';
import { useWelcome, type WelcomeBinding } from './useWelcome';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';

/**
 * Spec 2, 2.6 and 5 "Status form": 'Welcome back!'. Status Enquiry / View Offer or Resume Application
 * by UEN and NRIC/FIN; a lookup notice shows above the form, which keeps what was typed; once the
 * lookup found the application the OTP bar asks for the code sent to the applicant's mobile.
 * On ResumeApplication (the resume e-mail link, an error page's Resume Application) the choice is Resume.
 */
export function WelcomeView(props: WelcomeBinding & { captcha: boolean }) {
  const { captcha, lookup, notice, entering, resumeOnly, otpShown, canGoBack, lookupStatus, back } = props;
  const schema = useMemo(() => welcomeSchema({ captcha }), [captcha]);
  const initialValues: WelcomeValues = {
    option: resumeOnly ? 'Resume' : (lookup?.option ?? ''),
    uen: lookup?.uen ?? '',
    nric: lookup?.nric ?? '',
    human: false,
  };

  return (
    <Page
      title={messages.welcomeBack}
      intro={
        <p>
          {resumeOnly
            ? 'Resume your application: enter the UEN of your business and your NRIC/FIN.' // ours
            : 'Check the status of your application, view your offer or resume your application.'}
        </p>
      }
    >
      {notice && entering && (
        <div className="notice" role="alert" data-testid="lookup-notice">
          {lookupNoticeLines(notice).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      <Formik<WelcomeValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={(v) => {
          // The schema requires the option, so an empty one never reaches here.
          if (v.option) lookupStatus({ option: v.option, uen: v.uen.trim(), nric: v.nric.trim() });
        }}
      >
        <Form noValidate aria-label={messages.welcomeBack}>
          <FormErrorSummary />
          <fieldset disabled={!entering} style={{ border: 0, padding: 0, margin: 0 }}>
            {!resumeOnly && <RadioGroup name="option" label="What would you like to do?" options={LOOKUP_OPTIONS} />}
            <TextField name="uen" label="UEN" placeholder="1234567890M" maxLength={LOOKUP_ID_MAX_LENGTH} autoComplete="off" />
            <TextField name="nric" label="NRIC/FIN" placeholder="S9123456M" maxLength={LOOKUP_ID_MAX_LENGTH} autoComplete="off" />
            {captcha && <CheckboxField name="human" label="I'm not a robot" />}
          </fieldset>
          {!otpShown && (
            <Actions>
              <button type="submit" disabled={!entering}>
                Submit
              </button>
            </Actions>
          )}
        </Form>
      </Formik>
      {otpShown && <OtpBarView {...props} mobile={lookup?.result?.moblileNo ?? ''} onBack={canGoBack ? back : undefined} />}
      {canGoBack && !otpShown && (
        <Actions>
          {/* A mistyped UEN or NRIC: back to the form, which keeps what was typed. */}
          <button type="button" className="secondary" onClick={back}>
            Back
          </button>
        </Actions>
      )}
    </Page>
  );
}

export default function Welcome({ captcha = buildFeatures.captcha }: { captcha?: boolean }) {
  return <WelcomeView captcha={captcha} {...useWelcome()} />;
}
