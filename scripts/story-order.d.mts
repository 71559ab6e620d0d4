/** Types of scripts/story-order.mjs for vitest.config.ts and its unit test. */
import { BaseSequencer } from 'vitest/node';

export function storyCount(text: string): number;
export function weigh(files: string[], measured: Record<string, number>, countOf: (file: string) => number): Map<string, number>;
export function longestFirst(files: string[], weights: Map<string, number>): string[];
export default class StoryOrder extends BaseSequencer {}
