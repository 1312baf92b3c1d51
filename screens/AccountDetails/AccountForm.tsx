import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { AccountsData, AccountValues } from '../../machines/types';
import { labels, messages } from '../../src/domain/messages';
import { accountSchema } from '../../src/domain/schemas';
import { BackNext } from '../../src/ui/buttons';
import { SelectField, TextField } from '../../src/ui/fields';
import { ACCOUNT_NUMBER_MAX } from '../../src/domain/propertyReference';
import { AccountChoice } from './AccountChoice';
import { accountList, initialAccountValues, toAccountValues, type AccountFormValues } from './accountValues';
import { text } from './text';
import { FormErrorSummary } from '../../src/ui/FormErrorSummary';

interface Props {
  data: AccountsData;
  /** The bank has not answered about the accounts yet. */
  pending: boolean;
  /** The account-check service is off: the number is typed, not chosen from the list. */
  typed: boolean;
  onSubmit: (values: AccountValues) => void;
  onBack: () => void;
}

/** Branch and account for the disbursement. */
export function AccountForm({ data, pending, typed, onSubmit, onBack }: Props) {
  const accounts = accountList(data);
  const initialValues = useMemo(() => initialAccountValues(data, typed), [data, typed]);
  const branchOptions = useMemo(() => data.branches.map((b) => ({ code: b.branchCode, label: b.branchDescription })), [data.branches]);
  return (
    <Formik<AccountFormValues>
      initialValues={initialValues}
      validationSchema={accountSchema({ accountCount: accounts.length, typed })}
      onSubmit={(values) => onSubmit(toAccountValues(data, values, typed))}
    >
      <Form noValidate aria-label={text.title}>
        <FormErrorSummary />
        <SelectField name="disbursement_Branch_Code" label={labels.disbursement_Branch_Code} options={branchOptions} placeholder={messages.pleaseSelect} />
        {typed ? (
          <TextField name="disbursement_Branch_Account_No" label={labels.disbursement_Branch_Account_No} inputMode="numeric" maxLength={ACCOUNT_NUMBER_MAX} />
        ) : (
          <AccountChoice accounts={data.accountNumbers} pending={pending} />
        )}
        <BackNext secondary={text.back} primary={text.next} onSecondary={onBack} />
      </Form>
    </Formik>
  );
}
