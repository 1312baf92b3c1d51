import { resolveConfig } from './modes';

export const config = resolveConfig(import.meta.env as unknown as Record<string, string | undefined>);
export { features } from './features';
export * from './modes';
