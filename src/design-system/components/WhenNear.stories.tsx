import { Box, Button, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { useLayoutEffect } from 'react';
import { resetNearViewport } from './near-viewport';
import { WhenNear } from './WhenNear';

/** Far enough below the top of any story frame for what follows to wait for the reader. */
const FAR_PX = 1800;

const Section = () => (
  <Box as="section" aria-label="Odjeljak" borderWidth="1px" p="4" h="120px">
    <Text>Sadržaj odjeljka</Text>
  </Box>
);

const meta = {
  title: 'Design system/WhenNear',
  component: WhenNear,
  args: { estimatedHeight: 120, children: <Section /> },
  // Each story starts as a fresh visit: only what is near is built.
  beforeEach: () => resetNearViewport(),
} satisfies Meta<typeof WhenNear>;
export default meta;
type Story = StoryObj<typeof meta>;

const farBelow = (args: Story['args']) => (
  <Box>
    <Button>Na vrhu stranice</Button>
    <Box h={`${FAR_PX}px`} />
    <WhenNear estimatedHeight={args?.estimatedHeight ?? 120}>{args?.children}</WhenNear>
  </Box>
);

/** What the first frame after the story mounted held: a placeholder, or the content. */
let firstFrame: 'placeholder' | 'content' | undefined;

/** Mounted beside the WhenNear: looks at the page just before the browser paints it first. */
function FirstFrameProbe() {
  useLayoutEffect(() => {
    firstFrame = undefined;
    const frame = requestAnimationFrame(() => {
      firstFrame = document.querySelector('[data-deferred]') ? 'placeholder' : 'content';
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return null;
}

/** On screen when it mounts: built before the first paint, never a placeholder. */
export const OnScreen: Story = {
  render: (args) => (
    <>
      <WhenNear estimatedHeight={args.estimatedHeight}>{args.children}</WhenNear>
      <FirstFrameProbe />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Odjeljak' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-deferred]')).toBeNull();
    await waitFor(() => expect(firstFrame).toBe('content'));
  },
};

/** Far below: a placeholder of the estimated height until the reader scrolls near, then the content. */
export const FarBelow: Story = {
  render: farBelow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const placeholder = canvasElement.querySelector<HTMLElement>('[data-deferred]');
    await expect(placeholder).not.toBeNull();
    await expect(placeholder!.getBoundingClientRect().height).toBe(120);
    await expect(canvas.queryByRole('region', { name: 'Odjeljak' })).toBeNull();
    placeholder!.scrollIntoView({ block: 'center' });
    await expect(await canvas.findByRole('region', { name: 'Odjeljak' })).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-deferred]')).toBeNull();
    window.scrollTo(0, 0);
  },
};

/** Moving by keyboard builds the whole page at once: Tab never skips what is not yet built. */
export const Keyboard: Story = {
  render: farBelow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Odjeljak' })).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Na vrhu stranice' })).toHaveFocus();
    await expect(await canvas.findByRole('region', { name: 'Odjeljak' })).toBeInTheDocument();
    await expect(window.scrollY).toBe(0);
  },
};

/** The browser's find (Ctrl+F) sees the whole page. */
export const Find: Story = {
  render: farBelow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Odjeljak' })).toBeNull();
    await userEvent.keyboard('{Control>}f{/Control}');
    await expect(await canvas.findByRole('region', { name: 'Odjeljak' })).toBeInTheDocument();
  },
};

/** Printing builds what is not yet built. */
export const Printing: Story = {
  render: farBelow,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('region', { name: 'Odjeljak' })).toBeNull();
    window.dispatchEvent(new Event('beforeprint'));
    await waitFor(() => expect(canvas.getByRole('region', { name: 'Odjeljak' })).toBeInTheDocument());
  },
};

