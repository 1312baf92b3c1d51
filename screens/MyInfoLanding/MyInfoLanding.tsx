import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { JourneyContext } from '../../machines/journeyContext';
import { config } from '../../config';
import { messages } from '../../domain';
import { TextField } from '../../ui/fields';
import { Actions, Page } from '../../ui/layout';
import { SandboxPersonas } from './SandboxPersonas';

const schema = yup.object({ code: yup.string().trim().required(messages.invalidIdentityInput) });

/**
 * Spec 2, 2.15: the identity-service return page. Outside UAT and PROD there is no identity provider,
 * so the page asks for the NRIC or UEN the retrieval should use, with Confirm.
 */
export default function MyInfoLanding() {
  const referenceNo = JourneyContext.useSelector((s) => s.context.referenceNo);
  const invalid = JourneyContext.useSelector((s) => s.hasTag('identityInputInvalid'));
  const send = JourneyContext.useActorRef().send;
  return (
    <Page title="Welcome" intro={<p>Application number: <strong data-testid="reference-no">{referenceNo}</strong></p>}>
      <p>Enter the NRIC of the person applying, or the UEN of the business, to retrieve their data.</p>
      <Formik initialValues={{ code: '' }} validationSchema={schema} onSubmit={(v) => send({ type: 'user.confirmIdentity', code: v.code.trim() })}>
        {({ setFieldValue }) => (
          <Form noValidate>
            <TextField name="code" label="NRIC / UEN" autoComplete="off" />
            {invalid && (
              <p className="field-error" role="alert">
                {messages.invalidIdentityInput}
              </p>
            )}
            <Actions>
              <button type="submit">Confirm</button>
            </Actions>
            {config.mode === 'SIM' && <SandboxPersonas onPick={(code) => setFieldValue('code', code)} />}
          </Form>
        )}
      </Formik>
    </Page>
  );
}
