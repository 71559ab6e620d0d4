/** Types of scripts/build-inputs.mjs for vite.config.ts and its unit test. */
export interface BuildInputs {
  mode: string;
  environment: Record<string, string | undefined>;
  configFiles: string[];
  files: Record<string, string | null>;
}
export const INPUT_DIRS: string[];
export const INPUT_FILES: string[];
export function isInputPath(relative: string): boolean;
export function inputsRecordPath(root: string, outDir: string): string;
export function describeInputs(root: string, options: { mode: string; configFiles?: string[]; env?: Record<string, string | undefined> }): BuildInputs;
export function forgetInputs(root: string, outDir: string): void;
export function recordInputs(root: string, outDir: string, inputs: BuildInputs): void;
export function isBuildCurrent(root: string, outDir: string, options: { mode: string; env?: Record<string, string | undefined> }): boolean;
