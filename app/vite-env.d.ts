/// <reference types="vite/client" />

/** True in SIM builds only (vite.config.ts): the sandbox's NRIC/UEN sign-in exists nowhere else. */
declare const __SANDBOX_SIGN_IN__: boolean;
