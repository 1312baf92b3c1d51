import { Form, Formik } from 'formik';
import * as yup from 'yup';
import type { Persona } from '../../src/contract';
import { messages } from '../../src/domain';
import { TextField } from '../../src/ui/fields';
import { Actions } from '../../src/ui/layout';
import { SandboxPersonas } from './SandboxPersonas';

const schema = yup.object({ code: yup.string().trim().required(messages.invalidIdentityInput) });

export interface SandboxSignInProps {
  invalid: boolean;
  personas: readonly Persona[];
  confirm: (code: string) => void;
}

/**
 * SIM only (compiled into SIM builds alone): the sandbox bank has no identity provider, so whoever types
 * a persona's NRIC or UEN is signed in as that persona (spec 2, 2.15, the non-production return page).
 */
export default function SandboxSignIn({ invalid, personas, confirm }: SandboxSignInProps) {
  return (
    <>
      <p>Sandbox: enter the NRIC of the person applying, or the UEN of the business, to retrieve their data.</p>
      <Formik initialValues={{ code: '' }} validationSchema={schema} onSubmit={(v) => confirm(v.code.trim())}>
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
            <SandboxPersonas personas={personas} onPick={(code) => setFieldValue('code', code)} />
          </Form>
        )}
      </Formik>
    </>
  );
}
