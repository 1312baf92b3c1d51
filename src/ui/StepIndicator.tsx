import { createContext, useContext } from 'react';
import { messages } from '../domain/messages';

export interface StepIndicatorProps {
  /** 1-based. */
  number: number;
  total: number;
  name: string;
  steps: readonly string[];
}

/** The step the page being shown is, given by the app shell; null off the form steps. */
export const StepContext = createContext<StepIndicatorProps | null>(null);

export const useStep = () => useContext(StepContext);

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * GOV.UK's "Step n of m" caption above the page title, and the list of steps (hidden on a phone, where
 * the caption alone says where the applicant is). The step's name is left out of the caption when the
 * title already says it.
 */
export function StepIndicator({ number, total, name, steps, title }: StepIndicatorProps & { title: string }) {
  return (
    <>
      <nav className="step-list" aria-label={messages.stepsTitle}>
        <ol>
          {steps.map((step, i) => (
            <li key={step} className={i + 1 < number ? 'done' : undefined} aria-current={i + 1 === number ? 'step' : undefined}>
              {step}
              {i + 1 < number && <span className="visually-hidden">{` (${messages.stepCompleted})`}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <p className="step-caption" data-testid="step-caption">
        {messages.stepOf(number, total, same(name, title) ? undefined : name)}
      </p>
    </>
  );
}
