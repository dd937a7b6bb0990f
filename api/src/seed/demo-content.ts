// TEMPORARY placeholder until the demo content lands (helper writes the real one).
export interface SeedImage { name: string; svg: string }
export type DemoContent = Record<string, Array<Record<string, unknown>>>;
export function buildDemoContent(): DemoContent { return {}; }
