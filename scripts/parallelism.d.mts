/** Types of scripts/parallelism.mjs for the Vitest and Playwright configs and its unit test. */
export function storyPages(env?: Record<string, string | undefined>, cores?: number): number;
export function e2eWorkers(env?: Record<string, string | undefined>, cores?: number): number;
