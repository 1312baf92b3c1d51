import { useFormikContext, type FormikErrors } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorSummary, type ProblemItem } from './ErrorSummary';
import { AtPageTop } from './layout';
import { UnsavedEntriesWarning } from './UnsavedEntriesWarning';

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
 * The error summary of the Formik form it sits in: what was wrong at the last failed submit and is still
 * wrong (a fixed field leaves the list; a field an answer revealed since joins it only at the next
 * submit), focused on each failed submit. Every step's form has one, so it also carries the form's
 * warning before the page is unloaded with entries not saved.
 */
export function FormErrorSummary() {
  const { errors, submitCount, isSubmitting, isValidating } = useFormikContext();
  const current = useMemo(() => flattenErrors(errors), [errors]);
  const [reported, setReported] = useState<ReadonlySet<string>>(() => new Set());
  const [attempt, setAttempt] = useState(0);
  const counted = useRef(0);

  useEffect(() => {
    if (isSubmitting || isValidating || submitCount === counted.current) return;
    counted.current = submitCount;
    setReported(new Set(current.map((p) => p.field)));
    if (current.length > 0) setAttempt((n) => n + 1);
  }, [submitCount, isSubmitting, isValidating, current]);

  const items = useMemo(() => current.filter((p) => reported.has(p.field)), [current, reported]);
  return (
    <AtPageTop>
      <ErrorSummary items={items} attempt={attempt} />
      <UnsavedEntriesWarning />
    </AtPageTop>
  );
}
