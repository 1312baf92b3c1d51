import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { pageExits } from './pageExits';

/**
 * Inside a step's Formik form: while it holds entries that are not saved yet (Formik's `dirty`), a
 * reload, closing the tab or another address typed asks first, with the browser's own beforeunload
 * prompt (its words are the browser's). Nothing typed is stored anywhere to come back after a reload.
 */
export function UnsavedEntriesWarning() {
  const { dirty } = useFormikContext();
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (pageExits.leaving) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return null;
}
