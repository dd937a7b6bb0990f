// Types for the TypeScript tests that read the secret the shell shares with the API.
export declare const SHELL_SECRET_FILE: string;
/** SHELL_SECRET, else (not in production) the local `<DATA_DIR>/shell-secret`, made once. */
export declare function shellSecretFromEnv(env?: Record<string, string | undefined>): string;
