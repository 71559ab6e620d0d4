import type { BrowserCommand } from 'vitest/node';
export function referencePath(root: string, testPath: string, name: string, platform?: string): string;
export const storyPictureCommands: Record<'storyPictureIsStored' | 'storyPictureStore', BrowserCommand<[name: string, element: string, mask: string[]]>>;
