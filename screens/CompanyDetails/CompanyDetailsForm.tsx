import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import type { CompanyForm, PostalResult } from '../../src/contract';
import type { CompanyValues } from '../../machines/types';
import { showPreviousYearBlock } from '../../src/domain/financialDates';
import { messages } from '../../src/domain/messages';
import { companyDataCompletenessErrors, companyDetailsSchema } from '../../src/domain/schemas';
import { Actions } from '../../src/ui/layout';
import { CapitalBlock } from './CapitalBlock';
import { CompanyBlock } from './CompanyBlock';
import { hasPreviousYear, initialCompanyValues, toCompanyValues, type CompanyFormValues } from './companyValues';
import { FinancialHighlights } from './FinancialHighlights';
import { MailingAddress } from './MailingAddress';
import { RegisteredAddress } from './RegisteredAddress';
import { text } from './text';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';

interface Props {
  company: CompanyForm;
  postal: PostalResult | null;
  postalFailed: boolean;
  submit: (values: CompanyValues) => void;
  lookupPostal: (postalCode: string) => void;
}

/** The company form: validates, checks the company data is complete, then submits. */
export function CompanyDetailsForm({ company, postal, postalFailed, submit, lookupPostal }: Props) {
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
    submit(toCompanyValues(values, previousShown));
  };

  return (
    <Formik<CompanyFormValues>
      initialValues={initialValues}
      validationSchema={() => companyDetailsSchema({ product, showPrevious: previousShown, today: new Date() })}
      onSubmit={onSubmit}
    >
      <Form noValidate aria-label={text.title}>
        <FormErrorSummary />
        <CompanyBlock comp={company.CompDtls} />
        <RegisteredAddress comp={company.CompDtls} />
        <MailingAddress postal={postal} lookupFailed={postalFailed} lookupPostal={lookupPostal} />
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
