import { Actions } from './layout';

interface Props {
  backLabel: string;
  nextLabel: string;
  onBack: () => void;
  /** Without it, Next submits the form it sits in. */
  onNext?: () => void;
  backDisabled?: boolean;
  nextDisabled?: boolean;
  /** Next looks disabled but stays focusable, so pressing it can show what is missing. */
  nextLooksDisabled?: boolean;
}

/** A step's Back and Next buttons. */
export function BackNext({ backLabel, nextLabel, onBack, onNext, backDisabled, nextDisabled, nextLooksDisabled }: Props) {
  return (
    <Actions>
      <button type="button" className="secondary" disabled={backDisabled} onClick={onBack}>
        {backLabel}
      </button>
      <button type={onNext ? 'button' : 'submit'} onClick={onNext} disabled={nextDisabled} aria-disabled={nextLooksDisabled}>
        {nextLabel}
      </button>
    </Actions>
  );
}
