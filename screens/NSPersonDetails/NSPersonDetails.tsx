import { useMemo } from 'react';
import { JourneyContext } from '../../machines/journeyContext';
import { Page } from '../../ui/layout';
import { LoadFailed } from '../shared/LoadFailed';
import { PersonsForm } from './PersonsForm';
import { text } from './text';

/**
 * Personal details of the authorised persons (spec 2, 2.1; spec 3, 2 SPersonDetails): a thin view of
 * journey.personDetails, used by both NSPersonDetails and SPersonDetails. The current user is the first
 * user, or the applicant whose ID the user gave on Welcome.
 */
export default function NSPersonDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ personDetails: 'loading' }));
  const persons = JourneyContext.useSelector((s) => s.context.persons);
  const firstUser = JourneyContext.useSelector((s) => s.context.flags.firstUser);
  const nric = JourneyContext.useSelector((s) => s.context.lookup?.nric ?? null);
  const viewer = useMemo(() => ({ firstUser, nric }), [firstUser, nric]);
  if (loadFailed) return <LoadFailed title={text.title} />;
  return <Page title={text.title}>{persons && !loading && <PersonsForm form={persons} viewer={viewer} />}</Page>;
}
