/** Types of scripts/stories.mjs for its unit test. */
export function failedBeforeAnyStory(output: string): boolean;
export function splitArguments(args: string[]): { filters: string[]; options: string[] };
