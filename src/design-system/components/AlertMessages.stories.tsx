import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AlertMessages } from './AlertMessages';

const meta = {
  title: 'Design system/AlertMessages',
  component: AlertMessages,
  args: { status: 'error', messages: ['Iznimka se preklapa s postojećom.'] },
} satisfies Meta<typeof AlertMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One server error of a failed save: announced as an alert. */
export const Error: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Iznimka se preklapa s postojećom.');
  },
};

/** Several errors, each on its own line. */
export const SeveralErrors: Story = {
  args: { messages: ['Iznimka se preklapa s postojećom.', 'Zona nije aktivna.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zona nije aktivna.')).toBeVisible();
  },
};

/** Warnings under a title, as a list; not an alert (nothing failed). */
export const Warnings: Story = {
  args: { status: 'warning', title: 'Upozorenja', messages: ['Poligon siječe sam sebe.', 'Poligon se preklapa sa zonom Zona 2.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** What the form did for the user: a polite status, not an alert. */
export const Info: Story = {
  args: { status: 'info', messages: ['Vraćeno je ono što ste upisali prije ponovne prijave.'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Vraćeno je ono što ste upisali prije ponovne prijave.');
  },
};

/** Markup in server text is shown as text. */
export const MarkupIsText: Story = {
  args: { messages: ['<img src=x onerror=alert(1)>'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

/** No messages: nothing is rendered. */
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('alert')).toBeNull();
  },
};
