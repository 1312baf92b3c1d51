import { featuresFrom } from './features';
import { resolveConfig } from './modes';

const env = import.meta.env as unknown as Record<string, string | undefined>;
export const config = resolveConfig(env);
/** The switches this build runs with: the spec's values, changed by VITE_FEATURES. */
export const buildFeatures = featuresFrom(env.VITE_FEATURES);
export { featuresFrom };
export * from './modes';
