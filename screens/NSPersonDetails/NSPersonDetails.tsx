import { JourneyContext } from '../../src/app/journeyContext';
import { Page } from '../../src/ui/layout';
import { LoadFailed } from '../shared/LoadFailed';
import { PersonsForm } from './PersonsForm';
import { text } from './text';

/** Personal details of the authorised persons (spec 2, 2.1): a thin view of journey.personDetails. */
export default function NSPersonDetails() {
  const loadFailed = JourneyContext.useSelector((s) => s.hasTag('loadFailed'));
  const loading = JourneyContext.useSelector((s) => s.matches({ personDetails: 'loading' }));
  const persons = JourneyContext.useSelector((s) => s.context.persons);
  if (loadFailed) return <LoadFailed title={text.title} />;
  return <Page title={text.title}>{persons && !loading && <PersonsForm form={persons} />}</Page>;
}
