export function chromiumPath(): string | undefined;
export const chromiumArgs: string[];
export const installHint: string;
