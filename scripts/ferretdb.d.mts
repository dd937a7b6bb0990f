// Types of ferretdb.mjs for the TypeScript tests that start their own servers.
export interface RunningFerretDb {
  uri: string;
  pid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export interface SupervisedFerretDb {
  uri: string;
  readonly pid: number;
  stopRestarting(): void;
  stop(): Promise<void>;
}
export const ROOT: string;
export const FERRETDB_BIN: string;
export const RESTART_BACKOFF: { firstMs: number; maxMs: number; stableMs: number };
export function installFerretDb(options?: { log?: (message: string) => void }): boolean;
export function freePort(): Promise<number>;
export function canConnect(port: number): Promise<boolean>;
export function startFerretDb(options: { port: number; dataDir: string; indexedDatabases?: string[]; timeoutMs?: number }): Promise<RunningFerretDb>;
export function superviseFerretDb(options: {
  port: number;
  dataDir: string;
  indexedDatabases?: string[];
  log?: (message: string) => void;
  backoff?: typeof RESTART_BACKOFF;
}): Promise<SupervisedFerretDb>;
