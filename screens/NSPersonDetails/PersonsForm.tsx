import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { PersonForm } from '../../contract';
import { JourneyContext } from '../../machines/journeyContext';
import { identityDataError } from '../../domain/persons';
import { Actions } from '../../ui/layout';
import { ApplicantSection } from './ApplicantSection';
import { applicantRows, initialPersonsValues, toApplicants, validatePersons, type PersonsFormValues, type Viewer } from './personValues';
import { text } from './text';

/**
 * All applicants in one form. Next looks disabled while anything is invalid (spec 2, 2.1) but stays
 * focusable: pressing it shows the messages (and opens the sections that hold them) without sending.
 * A valid form still sends nothing while the current user's identity data is incomplete (spec 2, 5).
 */
export function PersonsForm({ form, viewer }: { form: PersonForm; viewer: Viewer }) {
  const send = JourneyContext.useActorRef().send;
  const rows = useMemo(() => applicantRows(form, viewer), [form, viewer]);
  const initialValues = useMemo(() => initialPersonsValues(rows), [rows]);
  const initialErrors = useMemo(() => validatePersons(rows, initialValues), [rows, initialValues]);
  const [identityError, setIdentityError] = useState<string | undefined>();
  const online = form.Request_Form.FinancingProduct === 'Online';
  const current = rows.find((r) => r.isCurrentUser);

  const submit = (values: PersonsFormValues) => {
    const error = current?.info ? identityDataError(current.info, viewer.firstUser ? 'firstUser' : 'subUser') : undefined;
    setIdentityError(error);
    if (!error) send({ type: 'user.submitPersons', applicants: toApplicants(rows, values, online) });
  };

  return (
    <Formik<PersonsFormValues> initialValues={initialValues} initialErrors={initialErrors} validate={(values) => validatePersons(rows, values)} onSubmit={submit}>
      {({ isValid, submitCount }) => (
        <Form noValidate aria-label={text.title}>
          {rows.map((row, i) => (
            <ApplicantSection key={row.order} row={row} index={i} online={online} open={row.isCurrentUser || submitCount > 0} />
          ))}
          {identityError && (
            <p className="field-error" role="alert" data-testid="identity-data-error">
              {identityError}
            </p>
          )}
          <Actions>
            <button type="button" className="secondary" disabled={!viewer.firstUser} onClick={() => send({ type: 'user.back' })}>
              {text.back}
            </button>
            <button type="submit" aria-disabled={!isValid}>
              {text.next}
            </button>
          </Actions>
        </Form>
      )}
    </Formik>
  );
}
