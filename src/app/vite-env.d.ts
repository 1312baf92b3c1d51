/// <reference types="vite/client" />

/** True in SIM builds only (vite.config.ts): the sandbox's NRIC/UEN sign-in exists nowhere else. */
declare const __SANDBOX_SIGN_IN__: boolean;

/** True in builds that carry the testers' journey tooling (the coverage trace, the explorer's live channel): SIM by default (vite.config.ts). */
declare const __JOURNEY_TOOLING__: boolean;
