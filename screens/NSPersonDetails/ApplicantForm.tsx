import { labels, messages } from '../../domain/messages';
import { COUNTRIES, JOINT_CONTRIBUTOR_OPTIONS, MARITAL_STATUSES, TITLES } from '../../domain/reference';
import { SelectField, TextField } from '../../ui/fields';
import type { ApplicantFormValues, ApplicantRow } from './personValues';

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
  return (
    <>
      <h3>{row.fullForm ? messages.fillUpForm : messages.fillUpContact}</h3>
      {row.fullForm && (
        <>
          <SelectField name={name('TitleCode')} label={labels.TitleCode} options={TITLES} placeholder={messages.pleaseSelect} />
          <SelectField name={name('MaritalStatusCode')} label={labels.MaritalStatusCode} options={MARITAL_STATUSES} placeholder={messages.pleaseSelect} />
          <SelectField
            name={name('CountryOfResidenceCode')}
            label={labels.CountryOfResidenceCode}
            options={COUNTRIES}
            placeholder={messages.pleaseSelect}
          />
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
      {row.fullForm && online && (
        <SelectField
          name={name('isJointContributerForMortgageLoan')}
          label={labels.isJointContributerForMortgageLoan}
          options={JOINT_CONTRIBUTOR_OPTIONS}
          placeholder={messages.pleaseSelect}
        />
      )}
    </>
  );
}
