import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { Applicant, PersonForm } from '../../src/contract';
import { identityDataError, isOnlineProduct } from '../../src/domain/persons';
import { BackNext } from '../../src/ui/buttons';
import { ApplicantSection } from './ApplicantSection';
import { applicantRows, initialPersonsValues, toApplicants, validatePersons, type PersonsFormValues, type Viewer } from './personValues';
import { text } from './text';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';

/**
 * All applicants in one form. Next is never disabled (GOV.UK: a disabled button hides what is
 * missing): pressing it on an invalid form shows the messages (and opens the sections that hold
 * them) without sending.
 * A valid form still sends nothing while the current user's identity data is incomplete (spec 2, 5).
 */
interface Props {
  form: PersonForm;
  viewer: Viewer;
  onSubmit: (applicants: Applicant[]) => void;
  onBack: () => void;
  /** SPersonDetails: a sole proprietor's persons. */
  soleProprietor: boolean;
}

export function PersonsForm({ form, viewer, onSubmit, onBack, soleProprietor }: Props) {
  const rows = useMemo(() => applicantRows(form, viewer), [form, viewer]);
  const initialValues = useMemo(() => initialPersonsValues(rows), [rows]);
  const initialErrors = useMemo(() => validatePersons(rows, initialValues), [rows, initialValues]);
  const [identityError, setIdentityError] = useState<string | undefined>();
  const online = isOnlineProduct(form.Request_Form.FinancingProduct);
  const current = rows.find((r) => r.isCurrentUser);

  const submit = (values: PersonsFormValues) => {
    const error = current?.info ? identityDataError(current.info, viewer.firstUser ? 'firstUser' : 'subUser') : undefined;
    setIdentityError(error);
    if (!error) onSubmit(toApplicants(rows, values, online));
  };

  return (
    <Formik<PersonsFormValues> initialValues={initialValues} initialErrors={initialErrors} validate={(values) => validatePersons(rows, values)} onSubmit={submit}>
      {({ submitCount }) => (
        <Form noValidate aria-label={text.title}>
          <FormErrorSummary />
          {rows.map((row, i) => (
            <ApplicantSection key={row.order} row={row} index={i} online={online} open={row.isCurrentUser || submitCount > 0} numbered={soleProprietor} />
          ))}
          {identityError && (
            <p className="field-error" role="alert" data-testid="identity-data-error">
              {identityError}
            </p>
          )}
          <BackNext secondary={text.back} primary={text.next} onSecondary={onBack} secondaryDisabled={!viewer.firstUser} />
        </Form>
      )}
    </Formik>
  );
}
