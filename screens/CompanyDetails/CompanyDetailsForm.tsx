import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { CompanyForm } from '../../contract';
import { JourneyContext } from '../../machines/journeyContext';
import { showPreviousYearBlock } from '../../domain/financialDates';
import { messages } from '../../domain/messages';
import { companyDataCompletenessErrors, companyDetailsSchema } from '../../domain/schemas';
import { Actions } from '../../ui/layout';
import { CapitalBlock } from './CapitalBlock';
import { CompanyBlock } from './CompanyBlock';
import { hasPreviousYear, initialCompanyValues, toCompanyValues, type CompanyFormValues } from './companyValues';
import { FinancialHighlights } from './FinancialHighlights';
import { MailingAddress } from './MailingAddress';
import { RegisteredAddress } from './RegisteredAddress';
import { text } from './text';

/** The company form: validates, checks the company data is complete, then sends user.submitCompany. */
export function CompanyDetailsForm({ company }: { company: CompanyForm }) {
  const send = JourneyContext.useActorRef().send;
  const product = company.Request_Form.FinancingProduct;
  const previousOffered = showPreviousYearBlock(product, company.CompDtls.Registration_Date, new Date());
  const initialValues = useMemo(() => initialCompanyValues(company), [company]);
  const [previousOpen, setPreviousOpen] = useState(() => hasPreviousYear(initialValues));
  const [incomplete, setIncomplete] = useState(false);
  const previousShown = previousOffered && previousOpen;

  const onSubmit = (values: CompanyFormValues) => {
    const missing = companyDataCompletenessErrors(company.CompDtls, values);
    setIncomplete(missing.length > 0);
    if (missing.length > 0) return;
    send({ type: 'user.submitCompany', values: toCompanyValues(values, previousShown) });
  };

  return (
    <Formik<CompanyFormValues>
      initialValues={initialValues}
      validationSchema={() => companyDetailsSchema({ product, showPrevious: previousShown, today: new Date() })}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label={text.title}>
        <CompanyBlock comp={company.CompDtls} />
        <RegisteredAddress comp={company.CompDtls} />
        <MailingAddress />
        <FinancialHighlights previousOffered={previousOffered} previousOpen={previousOpen} onPreviousOpenChange={setPreviousOpen} />
        <CapitalBlock comp={company.CompDtls} />
        {incomplete && (
          <p className="notice" role="alert" data-testid="company-incomplete">
            {messages.missingPersonalData}
          </p>
        )}
        <Actions>
          <button type="submit">{text.next}</button>
        </Actions>
      </Form>
    </Formik>
  );
}
