import { useId } from 'react';

export interface Check {
  label: string;
  passed: boolean;
}

interface ChecklistProps {
  title: string;
  checks: readonly Check[];
  passedLabel: string;
  failedLabel: string;
}

/**
 * Checks, each marked by a sign and a word (WCAG 1.4.1: not by colour alone). The sign is decoration;
 * a screen reader reads the word first, "Passed: ..." or "Failed: ...".
 */
export function Checklist({ title, checks, passedLabel, failedLabel }: ChecklistProps) {
  const titleId = useId();
  return (
    <div className="checklist">
      <h2 id={titleId}>{title}</h2>
      <ul aria-labelledby={titleId}>
        {checks.map(({ label, passed }) => (
          <li key={label} className={passed ? 'check-passed' : 'check-failed'}>
            <span className="check-sign" aria-hidden="true">
              {passed ? '✓' : '✗'}
            </span>
            <span className="visually-hidden">{passed ? passedLabel : failedLabel}: </span>
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
