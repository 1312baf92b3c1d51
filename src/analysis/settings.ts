import { features, type Features } from '../config/features';
import type { JourneyInput } from '../../machines/types';

/** One way the chart can be started: the analysis, the model-based tests and the explorer look at each. */
export interface ChartSetting {
  name: string;
  input: JourneyInput;
}

const switchNames = Object.keys(features) as (keyof Features)[];

/**
 * The settings as configured, the identity provider's round trip, and each feature switch flipped on
 * its own. Flipping one at a time covers every guard that reads one switch; no guard reads two.
 */
export const CHART_SETTINGS: readonly ChartSetting[] = [
  { name: 'as configured', input: { features, signIn: 'sandbox' } },
  { name: 'identity provider', input: { features, signIn: 'provider' } },
  ...switchNames.map((name) => ({
    name: `${name} ${features[name] ? 'off' : 'on'}`,
    input: { features: { ...features, [name]: !features[name] }, signIn: 'sandbox' as const },
  })),
];
