// Types for the TypeScript tests and the journeys that start their own local SMS server.
/** As GET /api/sms lists a message. */
export interface ListedSms {
  to: string;
  text: string;
  time: string;
  /** The DLT template id received, or null. */
  template: string | null;
}
/** Everything the server keeps of a message. */
export interface ReceivedSms extends ListedSms {
  id: string;
  from: string;
  entity: string | null;
  encoding: 'GSM-7' | 'UCS-2';
  parts: number;
  messageIds: string[];
}
export interface StartedSmsDev {
  smsUrl: string;
  webUrl: string;
  list(): ListedSms[];
  messages(): ReceivedSms[];
  clear(): void;
  down(): Promise<void>;
  up(): Promise<void>;
  stop(): Promise<void>;
}
export const KEPT: number;
export function startSmsDev(options?: { smppPort?: number; webPort?: number }): Promise<StartedSmsDev>;
