// Types for the TypeScript tests that start their own servers.
export const ROOT: string;
export function freePort(): Promise<number>;
export function startFerretDb(options: { port: number; dataDir: string; timeoutMs?: number }): Promise<{ uri: string; pid: number; stop(): Promise<void> }>;
