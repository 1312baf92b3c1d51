import { journeySetup } from '../setup';
import { beforeDeclarations, failTo, popupState } from './shared';

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
    saving: {
      tags: ['busy'],
      description: 'Save the acceptance (PUT putTermsandDeclarationForm), then the summary.',
      invoke: {
        id: 'saveDeclarations',
        src: 'saveDeclarations',
        input: ({ context }) => ({ token: context.token ?? '', stateId: context.stateId ?? '' }),
        onDone: '#journey.preview',
        onError: failTo('saveFailed', 'showSaveFailed'),
      },
    },
    saveFailed: popupState('editing', 'Save failed: timed error popup.'),
  },
});
