/** Types of scripts/stories.mjs for its unit test. */
export function failedBeforeAnyStory(output: string): boolean;
export function partition<T>(files: T[], weightOf: (file: T) => number, count: number): { weight: number; files: T[] }[];
