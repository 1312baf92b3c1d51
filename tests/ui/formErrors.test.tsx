// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { afterEach, describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';
import { SelectField, TextField } from '../../src/ui/fields';
import { Page } from '../../src/ui/layout';
import { StepContext, type StepIndicatorProps } from '../../src/ui/StepIndicator';
import { setupUser } from '../setup/user';

afterEach(cleanup);

const STEP: StepIndicatorProps = { number: 2, total: 6, name: 'Company details', steps: ['Financing', 'Company details', 'Personal details', 'Disbursement account', 'Declarations', 'Summary'] };

function Step({ title = 'Tell us about the company' }: { title?: string }) {
  const schema = yup.object({ name: yup.string().required('Input the blank field'), kind: yup.string().required('Choose one') });
  return (
    <StepContext.Provider value={STEP}>
      <Page title={title}>
        <Formik initialValues={{ name: '', kind: '' }} validationSchema={schema} onSubmit={() => undefined}>
          <Form noValidate>
            <FormErrorSummary />
            <TextField name="name" label="Name" />
            <SelectField name="kind" label="Kind" options={[{ code: 'A', label: 'A kind' }]} />
            <button type="submit">Next</button>
          </Form>
        </Formik>
      </Page>
    </StepContext.Provider>
  );
}

describe('step indicator (GOV.UK caption above the title)', () => {
  it('says "Step 2 of 6" with the step name, above the h1, and marks the current step in the list', () => {
    render(<Step />);
    const caption = screen.getByTestId('step-caption');
    expect(caption.textContent).toBe('Step 2 of 6: Company details');
    expect(caption.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const list = screen.getByRole('navigation', { name: 'Steps of your application' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(6);
    expect(within(list).getByText('Company details').getAttribute('aria-current')).toBe('step');
    expect(within(list).getAllByRole('listitem')[0].textContent).toBe('Financing (completed)');
  });

  it('does not repeat the step name when the title says it', () => {
    render(<Step title="Company details" />);
    expect(screen.getByTestId('step-caption').textContent).toBe('Step 2 of 6');
  });
});

describe('error summary on submit (GOV.UK pattern)', () => {
  it('shows nothing before a submit', () => {
    render(<Step />);
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });

  it('on a failed submit: an alert titled "There is a problem" at the top, focused, with a link per field, the title prefixed "Error: "', async () => {
    document.title = 'Company details';
    const user = setupUser();
    render(<Step />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = await screen.findByTestId('error-summary');
    await waitFor(() => expect(document.activeElement).toBe(summary));
    expect(within(summary).getByRole('alert')).toBeTruthy();
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe('There is a problem');
    expect(summary.compareDocumentPosition(screen.getByTestId('step-caption')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(summary).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['Name: Input the blank field', 'Kind: Choose one']);
    expect(document.title).toBe('Error: Company details');

    await user.click(links[1]);
    expect(document.activeElement).toBe(screen.getByLabelText('Kind'));
  });

  it('drops a fixed field from the list and goes away, with the "Error: " prefix, once all are fixed', async () => {
    document.title = 'Company details';
    const user = setupUser();
    render(<Step />);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByTestId('error-summary');
    await user.type(screen.getByLabelText('Name'), 'ACME');
    await waitFor(() => expect(within(screen.getByTestId('error-summary')).getAllByRole('link')).toHaveLength(1));
    await user.selectOptions(screen.getByLabelText('Kind'), 'A');
    await waitFor(() => expect(screen.queryByTestId('error-summary')).toBeNull());
    expect(document.title).toBe('Company details');
  });
});
