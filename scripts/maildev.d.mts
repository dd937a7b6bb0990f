// Types for the TypeScript tests that start their own MailDev.
export interface StartedMailDev {
  smtpUrl: string;
  webUrl: string;
  emails(): Promise<unknown[]>;
  source(id: string): Promise<string>;
  stop(): Promise<void>;
}
export function startMailDev(options?: { smtpPort?: number; webPort?: number; timeoutMs?: number }): Promise<StartedMailDev>;
