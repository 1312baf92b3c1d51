import { labels, messages } from '../../src/domain/messages';
import { COUNTRIES } from '../../src/domain/countries';
import { JOINT_CONTRIBUTOR_OPTIONS, MARITAL_STATUSES, TITLES } from '../../src/domain/reference';
import { SelectField, TextField } from '../../src/ui/fields';
import type { ApplicantFormValues, ApplicantRow } from './personValues';
import { pageMessages } from '../../src/domain/pageMessages';

type ChoiceField = 'TitleCode' | 'MaritalStatusCode' | 'CountryOfResidenceCode' | 'isJointContributerForMortgageLoan';

interface Props {
  row: ApplicantRow;
  online: boolean;
  /** The Formik name (and id) of one of this applicant's fields: applicants.<index>.<field>. */
  name: (field: keyof ApplicantFormValues) => string;
}

/**
 * The editable part of an applicant (spec 2, 2.1): the current user's own details ('Fill Up Form':
 * title, marital status, country of residence, contact, joint contributor for the online product),
 * or contact only ('Fill Up Contact').
 */
export function ApplicantForm({ row, online, name }: Props) {
  const choice = (field: ChoiceField, options: readonly { code: string; label: string }[]) => (
    <SelectField name={name(field)} label={labels[field]} options={options} placeholder={messages.pleaseSelect} />
  );
  return (
    <>
      <h2>{row.fullForm ? pageMessages.fillUpForm : pageMessages.fillUpContact}</h2>
      {row.fullForm && (
        <>
          {choice('TitleCode', TITLES)}
          {choice('MaritalStatusCode', MARITAL_STATUSES)}
          {choice('CountryOfResidenceCode', COUNTRIES)}
        </>
      )}
      <TextField
        name={name('MobileNumber')}
        label={labels.MobileNumber}
        hint={labels.countryCodeSingapore}
        type="tel"
        inputMode="numeric"
        autoComplete={row.isCurrentUser ? 'tel-national' : 'off'}
      />
      <TextField name={name('Email_Address')} label={labels.Email_Address} type="email" autoComplete={row.isCurrentUser ? 'email' : 'off'} />
      {row.fullForm && online && choice('isJointContributerForMortgageLoan', JOINT_CONTRIBUTOR_OPTIONS)}
    </>
  );
}
