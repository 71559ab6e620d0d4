import { expect, userEvent, waitFor, within } from 'storybook/test';

/** Fixed reference day of every design-system story (no Date.now in stories). */
export const STORY_TODAY = new Date(2026, 10, 21);

/**
 * Open a Chakra menu by its trigger and pick an item the way a user does. The item is looked
 * up inside the menu the trigger controls (menus render in a portal, and a menu closed a moment
 * ago may still be in the document).
 */
export async function pickMenuItem(trigger: HTMLElement, name: string): Promise<void> {
  const content = await openMenu(trigger);
  await selectMenuItem(content, await within(content).findByRole('menuitem', { name }));
}

/** Highlight an item of an open menu with the keyboard and press Enter. */
export async function selectMenuItem(content: HTMLElement, item: HTMLElement): Promise<void> {
  // Zag selects the *highlighted* item. user-event's synthetic pointer does not reliably
  // highlight it (its position persists between stories), so pick with the keyboard as a
  // keyboard user does: arrow down to the item, then Enter.
  for (let i = 0; i < 30 && content.getAttribute('aria-activedescendant') !== item.id; i++) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(content).toHaveAttribute('aria-activedescendant', item.id);
  await userEvent.keyboard('{Enter}');
}

/** The open menu controlled by a trigger. */
export async function openMenu(trigger: HTMLElement): Promise<HTMLElement> {
  await userEvent.click(trigger);
  const doc = trigger.ownerDocument;
  return waitFor(() => {
    const id = trigger.getAttribute('aria-controls');
    const menu = id ? doc.getElementById(id) : null;
    expect(menu).toHaveAttribute('data-state', 'open');
    // Open is not yet shown: the menu fades in, and its items count as hidden until it has.
    expect(menu).toBeVisible();
    if (!menu) throw new Error('The menu did not open.');
    return menu;
  });
}

let storyNavigate: ((to: string) => void) | null = null;

/** Set by the Storybook preview: the story router's navigate. */
export function setStoryNavigate(navigate: ((to: string) => void) | null): void {
  storyNavigate = navigate;
}

/**
 * A navigation the user did not start on the page itself (the browser's Back, a link behind a
 * modal dialog): what the app's router receives, in a story's in-memory router.
 */
export async function navigateInStory(to: string): Promise<void> {
  await waitFor(() => expect(storyNavigate).not.toBeNull());
  storyNavigate?.(to);
}

/**
 * Phone widths for Storybook's viewport toolbar (.storybook/preview.tsx): the narrowest the portal
 * supports and a common phone. The story tests size their frame from the same values.
 */
export const PHONE_VIEWPORTS = {
  phone320: { name: 'Phone, 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone, 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** A story's globals to show it on a 390 px phone: `{ ...Default, globals: { ...PHONE } }`. */
export const PHONE = { viewport: { value: 'phone390', isRotated: false } } as const;

/**
 * The page fits its width: nothing scrolls sideways but what scrolls in a frame of its own (a
 * table). Waits for the screen's heading first, so the picture and the check see the loaded screen.
 */
export async function expectNoSidewaysScroll({ canvasElement }: { canvasElement: HTMLElement }): Promise<void> {
  const root = canvasElement.ownerDocument.documentElement;
  await within(canvasElement).findAllByRole('heading', { level: 1 });
  await waitFor(() => expect(root.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(root.clientWidth));
}

/**
 * A story's phone variant: the same story on a 390 px phone (PHONE), whose play checks that
 * nothing scrolls sideways. `export const Phone: Story = phoneOf(Default);`
 */
export function phoneOf<S extends { globals?: Record<string, unknown> }>(story: S): S {
  return { ...story, globals: { ...story.globals, ...PHONE }, play: expectNoSidewaysScroll } as S;
}
