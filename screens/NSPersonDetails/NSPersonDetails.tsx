import { useMemo } from 'react';
import { Page } from '../../src/ui/layout';
import { LoadFailed } from '../shared/LoadFailed';
import { PersonsForm } from './PersonsForm';
import { text } from './text';
import { useNSPersonDetails, type NSPersonDetailsBinding } from './useNSPersonDetails';

export function NSPersonDetailsView({ loadFailed, persons, firstUser, nric, soleProprietor, submit, back }: NSPersonDetailsBinding) {
  const viewer = useMemo(() => ({ firstUser, nric }), [firstUser, nric]);
  if (loadFailed) return <LoadFailed title={text.title} />;
  return <Page title={text.title}>{persons && <PersonsForm form={persons} viewer={viewer} onSubmit={submit} onBack={back} soleProprietor={soleProprietor} />}</Page>;
}

/**
 * Personal details of the authorised persons (spec 2, 2.1; spec 3, 2 SPersonDetails): a thin view of
 * journey.application.personDetails, used by both NSPersonDetails and SPersonDetails. The current user is the first
 * user, or the applicant whose ID the user gave on Welcome.
 */
export default function NSPersonDetails() {
  return <NSPersonDetailsView {...useNSPersonDetails()} />;
}
