import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorSummary, type ProblemItem } from './ErrorSummary';
import { AtPageTop } from './layout';

/** Formik's nested errors as one list of dotted paths ('applicants.0.MobileNumber'). */
export function flattenErrors(errors: FormikErrors<unknown> | string | string[] | undefined, prefix = ''): ProblemItem[] {
  if (!errors) return [];
  if (typeof errors === 'string') return [{ field: prefix, message: errors }];
  return Object.entries(errors).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [{ field: path, message: value }] : flattenErrors(value, path);
  });
}

/**
 * The error summary of the Formik form it sits in: shown once a submit failed, listing what is still
 * wrong (a fixed field leaves the list), and focused on each failed submit.
 */
export function FormErrorSummary() {
  const { errors, submitCount, isSubmitting, isValidating } = useFormikContext();
  const items = useMemo(() => flattenErrors(errors), [errors]);
  const [attempt, setAttempt] = useState(0);
  const counted = useRef(0);

  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === counted.current) return;
    counted.current = submitCount;
    if (items.length > 0) setAttempt((n) => n + 1);
  }, [submitCount, isSubmitting, isValidating, items.length]);

  return (
    <AtPageTop>
      <ErrorSummary items={submitCount > 0 ? items : []} attempt={attempt} />
    </AtPageTop>
  );
}
