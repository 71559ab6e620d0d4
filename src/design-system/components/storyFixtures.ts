/** Fixed reference day of every design-system story (no Date.now in stories). */
export const STORY_TODAY = new Date(2026, 10, 21);
