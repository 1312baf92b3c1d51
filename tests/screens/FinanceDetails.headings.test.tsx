// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FinanceDetails from '../../screens/FinanceDetails/FinanceDetails';
import { readStartParams } from '../../src/domain';
import { features } from '../../src/config/features';
import { renderJourney } from './journeyHarness';

afterEach(cleanup);

/** Each heading at most one level below the one before it: a screen reader's outline skips no level. */
function skippedLevels(root: ParentNode): string[] {
  const levels = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({ level: Number(h.tagName[1]), text: h.textContent ?? '' }));
  return levels.flatMap((h, i) => (i > 0 && h.level > levels[i - 1].level + 1 ? [`h${h.level} "${h.text}" after h${levels[i - 1].level}`] : []));
}

describe('the start page outline', () => {
  it('skips no heading level from the page title to the product cards and on', () => {
    const view = renderJourney(<FinanceDetails captcha={false} params={readStartParams('')} />, {
      value: { application: { financeDetails: 'editing' } },
      context: { financing: null, features },
    });
    expect(view.container.querySelector('h1')).not.toBeNull();
    expect(skippedLevels(view.container)).toEqual([]);
  });
});
