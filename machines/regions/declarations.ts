import { sessionInput } from '../session';
import { journeySetup } from '../setup';
import { beforeDeclarations, saveFailedState, savingState } from './shared';

/** Spec 2, 2.2: the declarations, accepted with one checkbox after their links were opened. */
export const declarations = journeySetup.createStateConfig({
  description: 'Declarations and terms; the checkbox can be ticked only after the links were opened.',
  meta: { route: 'DeclarationsDetails', spec: '2: 2.2' },
  initial: 'editing',
  states: {
    editing: {
      description: 'The applicant reads and accepts the declarations. Back goes to the step before, by product.',
      on: {
        'user.submitDeclarations': 'saving',
        'user.back': beforeDeclarations,
      },
    },
    saving: savingState('Save the acceptance (PUT putTermsandDeclarationForm), then the summary.', {
      src: 'saveDeclarations',
      input: sessionInput,
      onDone: '#journey.application.preview',
    }),
    saveFailed: saveFailedState('Save failed: timed error popup.'),
  },
});
