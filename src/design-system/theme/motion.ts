/**
 * Switch CSS animations and transitions off (see the globalCss in system.ts).
 * Storybook, visual tests and e2e call this (or set the attribute themselves)
 * so the same story renders the same pixels every run.
 */
export function disableAnimations(root: HTMLElement = document.documentElement): void {
  root.setAttribute('data-disable-animations', '');
}
