export function nodeProblem(version?: string, root?: string): string | null;
