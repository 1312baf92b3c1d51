import { Actions } from './layout';

interface PairProps {
  secondary: string;
  primary: string;
  onSecondary: () => void;
  /** Without it, the primary button submits the form it sits in. */
  onPrimary?: () => void;
  secondaryDisabled?: boolean;
  primaryDisabled?: boolean;
}

/** A secondary and a primary button: Back and Next of a step, No and Yes of a dialog, Cancel and Save of a popup. */
export function ButtonPair({ secondary, primary, onSecondary, onPrimary, secondaryDisabled, primaryDisabled }: PairProps) {
  return (
    <>
      <button type="button" className="secondary" disabled={secondaryDisabled} onClick={onSecondary}>
        {secondary}
      </button>
      <button type={onPrimary ? 'button' : 'submit'} onClick={onPrimary} disabled={primaryDisabled}>
        {primary}
      </button>
    </>
  );
}

/** A step's Back (secondary) and Next (primary) buttons. */
export function BackNext(props: PairProps) {
  return (
    <Actions>
      <ButtonPair {...props} />
    </Actions>
  );
}
