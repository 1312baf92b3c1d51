/**
 * A setting that keeps the bank from starting. Its message is the one line the operator reads
 * (server/main.ts prints it and exits non-zero): it names the setting and says what to set.
 */
export class StartupRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupRefusal';
  }
}

export type Env = Readonly<Record<string, string | undefined>>;
