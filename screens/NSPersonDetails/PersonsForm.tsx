import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { PersonForm } from '../../services/contract';
import { JourneyContext } from '../../src/app/journeyContext';
import { Actions } from '../../src/ui/layout';
import { ApplicantSection } from './ApplicantSection';
import { applicantRows, initialPersonsValues, toApplicants, validatePersons, type PersonsFormValues } from './personValues';
import { text } from './text';

/**
 * All applicants in one form. Next looks disabled while anything is invalid (spec 2, 2.1) but stays
 * focusable: pressing it shows the messages (and opens the sections that hold them) without sending.
 */
export function PersonsForm({ form }: { form: PersonForm }) {
  const send = JourneyContext.useActorRef().send;
  const rows = useMemo(() => applicantRows(form), [form]);
  const initialValues = useMemo(() => initialPersonsValues(rows), [rows]);
  const initialErrors = useMemo(() => validatePersons(rows, initialValues), [rows, initialValues]);
  const online = form.Request_Form.FinancingProduct === 'Online';

  return (
    <Formik<PersonsFormValues>
      initialValues={initialValues}
      initialErrors={initialErrors}
      validate={(values) => validatePersons(rows, values)}
      onSubmit={(values) => send({ type: 'user.submitPersons', applicants: toApplicants(rows, values, online) })}
    >
      {({ isValid, submitCount }) => (
        <Form noValidate aria-label={text.title}>
          {rows.map((row, i) => (
            <ApplicantSection
              key={row.order}
              row={row}
              index={i}
              online={online}
              open={row.editable || submitCount > 0}
            />
          ))}
          <Actions>
            <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
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
