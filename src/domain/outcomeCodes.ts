/** Spec 2, section 4 "Return from the national identity service", steps 2, 3 and 6: the entity check's codes for invalid directors. */
export const INVALID_DIRECTOR_CODES = ['1010', 'M10', 'M27'];

/** Spec 2, 4 step 4: a failure without a code is reported as M12 (technical issue; reapply). */
export const PRE_KNOCKOUT_DEFAULT_CODE = 'M12';

/** Spec 2, 4 "Return from the national identity service" step 4: its failure is shown as error 500. */
export const START_KNOCKOUT_CODE = '500';
