/** A code of `secret` no earlier test step used: this step's, or the next one's; when both are used, waits for the next step. */
export function freshCode(secret: string): Promise<string>;
