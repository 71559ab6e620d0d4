/**
 * Loading a screen's chunk, once more on failure. After a redeploy the old chunk names are gone, and
 * a download can also fail once on a flaky network: one retry covers the second case, and when it
 * fails too the screen says that a new version is available and offers a reload (RouteError).
 */
export class NewVersionError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded twice in a row', { cause });
    this.name = 'NewVersionError';
  }
}

export function isNewVersionError(error: unknown): error is NewVersionError {
  return error instanceof NewVersionError;
}

export async function loadWithRetry<T>(load: () => Promise<T>, waitMs = 500): Promise<T> {
  try {
    return await load();
  } catch {
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    try {
      return await load();
    } catch (error) {
      throw new NewVersionError(error);
    }
  }
}
