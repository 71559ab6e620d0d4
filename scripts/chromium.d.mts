export function chromiumPath(): string | undefined;
export const chromiumArgs: string[];
export const installHint: string;
/** Chromium through scripts/chromium-launcher.sh, with the portal's switches. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
