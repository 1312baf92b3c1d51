/**
 * Work that must not overlap, run one piece at a time in the order asked: a piece starts when the one
 * before it has settled, whether it succeeded or failed.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let turn: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const result = turn.then(work);
    turn = result.catch(() => undefined);
    return result;
  };
}
