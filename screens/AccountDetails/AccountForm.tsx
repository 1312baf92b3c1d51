import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import type { AccountsData } from '../../machines/types';
import { JourneyContext } from '../../machines/journeyContext';
import { labels, messages } from '../../domain/messages';
import { accountSchema } from '../../domain/schemas';
import { SelectField } from '../../ui/fields';
import { Actions } from '../../ui/layout';
import { AccountChoice } from './AccountChoice';
import { accountList, initialAccountValues, toAccountValues, type AccountFormValues } from './accountValues';
import { text } from './text';

/** Branch and account for the disbursement; Next sends user.submitAccount, Back user.back. */
export function AccountForm({ data }: { data: AccountsData }) {
  const send = JourneyContext.useActorRef().send;
  const accounts = accountList(data);
  const initialValues = useMemo(() => initialAccountValues(data), [data]);
  const branchOptions = useMemo(() => data.branches.map((b) => ({ code: b.branchCode, label: b.branchDescription })), [data.branches]);
  return (
    <Formik<AccountFormValues>
      initialValues={initialValues}
      validationSchema={accountSchema({ accountCount: accounts.length })}
      onSubmit={(values) => send({ type: 'user.submitAccount', values: toAccountValues(data, values) })}
    >
      <Form noValidate aria-label={text.title}>
        <SelectField name="disbursement_Branch_Code" label={labels.disbursement_Branch_Code} options={branchOptions} placeholder={messages.pleaseSelect} />
        <AccountChoice accounts={accounts} />
        <Actions>
          <button type="button" className="secondary" onClick={() => send({ type: 'user.back' })}>
            {text.back}
          </button>
          <button type="submit">{text.next}</button>
        </Actions>
      </Form>
    </Formik>
  );
}
