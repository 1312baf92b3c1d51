/**
 * Browser tour paths that do not pass yet, by the transition each was chosen for (its `covers`), with
 * why. Playwright reports them as fixme: they stay in the list a tester sees, and out of the verdict.
 * Each is a gap of the driver or of the chart's context-free samples, not of the spec's expectations.
 */
const SAMPLE_PRODUCT =
  "the chart's sample records (company, persons) name the Online product; the application the path edits from the summary is Personalised or AIP, so the app goes where its own record says";
const PROPERTY_POSTAL = "the driver's postal lookup is written for the company page's mailing address, not the property address";
const SCHEME_POPUP = "the driver's consent step does not know the scheme declaration pop-up's controls";

export const BROWSER_TOUR_GAPS: Readonly<Record<string, string>> = {
  'journey.aPropertyDetails.saving xstate.done.actor.saveProperty #0': SAMPLE_PRODUCT,
  'journey.sPersonDetails.saving xstate.done.actor.savePersons #0': SAMPLE_PRODUCT,
  'journey.sPersonDetails.saving xstate.done.actor.savePersons #1': SAMPLE_PRODUCT,
  'journey.personDetails.saving xstate.done.actor.savePersons #0': SAMPLE_PRODUCT,
  'journey.personDetails.saving xstate.done.actor.savePersons #1': SAMPLE_PRODUCT,
  'journey.editDetails.editing user.back #0': SAMPLE_PRODUCT,
  'journey.propertyDetails.lookingUpPostal xstate.done.actor.lookupPostal #0': PROPERTY_POSTAL,
  'journey.aPropertyDetails.lookingUpPostal xstate.done.actor.lookupPostal #0': PROPERTY_POSTAL,
  'journey.preview.removingPropertyRow xstate.done.actor.removePropertyRow #0':
    "the driver saves property details without balance or commitment rows, so the summary has none to remove",
  'journey.financeDetails.schemeDeclaration user.proceed #0': SCHEME_POPUP,
  'journey.editDetails.schemeDeclaration user.proceed #0': SCHEME_POPUP,
  'journey.boardMeetingDate.validating xstate.done.actor.validateBoardMeeting #1':
    'the bank accepts the date the driver picks as too early (the day before the letter of offer it reads off the page)',
};
