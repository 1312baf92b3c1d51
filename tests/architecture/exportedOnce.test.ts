import { describe, expect, it } from 'vitest';
import { productSources } from './productSources';

/*
 * One rule, one place: a constant or rule that the form and the bank both apply is declared once, in
 * domain, and the contract and the bank import it. Two declarations of one name in these layers are
 * two copies of one rule (OTP_TRIES beside OTP_MAX_TRIES was one) or a name that means two things.
 */

/** Each migration exports its own `sql`: the runner reads them in order, they are not one rule. */
const ONE_PER_FILE_BY_DESIGN = /^server\/db\/migrations\//;

const DECLARATION = /^export (?:const|let|function|class|enum) ([A-Za-z_$][\w$]*)/gm;

describe('the layers that hold the rules declare each exported name once', () => {
  const files = productSources(['src/domain', 'src/contract', 'src/config', 'server']).filter((f) => !ONE_PER_FILE_BY_DESIGN.test(f.path));
  const declaredIn = new Map<string, string[]>();
  for (const file of files) {
    for (const match of file.text.matchAll(DECLARATION)) {
      const name = match[1] ?? '';
      declaredIn.set(name, [...(declaredIn.get(name) ?? []), file.path]);
    }
  }

  it('finds the declarations', () => {
    expect(declaredIn.get('OTP_MAX_TRIES')).toEqual(['src/domain/constants.ts']);
  });

  it('declares no name twice across domain, contract, config and server', () => {
    const twice = [...declaredIn.entries()]
      .filter(([, paths]) => paths.length > 1)
      .map(([name, paths]) => `${name}: ${paths.join(', ')} (keep the domain one and import it)`);
    expect(twice).toEqual([]);
  });
});
