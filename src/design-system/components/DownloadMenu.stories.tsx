import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { DownloadMenu } from './DownloadMenu';
import { pickMenuItem } from '../../test-support/design-system';
import { notify } from './toaster';

/** A download that settles when the story says so, so the pending state can be asserted. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const meta = {
  title: 'Design system/DownloadMenu',
  component: DownloadMenu,
  args: {
    options: [
      { value: 'pdf', label: 'PDF izvještaj', onSelect: fn(() => Promise.resolve()) },
      { value: 'xlsx', label: 'Excel izvještaj', onSelect: fn(() => Promise.resolve()) },
    ],
  },
} satisfies Meta<typeof DownloadMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await pickMenuItem(c.getByRole('button', { name: 'Preuzmi' }), 'Excel izvještaj');
    await waitFor(() => expect(args.options[1]?.onSelect).toHaveBeenCalledTimes(1));
    await expect(args.options[0]?.onSelect).not.toHaveBeenCalled();
  },
};

const pending = deferred();
export const Preparing: Story = {
  parameters: { busyByDesign: true },
  // Rendered directly: functions nested in args are replaced by Storybook's spies.
  render: () => <DownloadMenu options={[{ value: 'pdf', label: 'PDF izvještaj', onSelect: () => pending.promise }]} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await pickMenuItem(c.getByRole('button', { name: 'Preuzmi' }), 'PDF izvještaj');
    const trigger = await c.findByRole('button', { name: 'Priprema datoteke…' });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveAttribute('aria-busy', 'true');
  },
};

export const FailureShowsToast: Story = {
  render: () => (
    <DownloadMenu
      options={[
        { value: 'xlsx', label: 'Excel izvještaj', onSelect: () => Promise.reject(new Error('Neispravan raspon datuma')) },
      ]}
      onError={(error) => notify.error(error instanceof Error ? error.message : String(error))}
    />
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await pickMenuItem(c.getByRole('button', { name: 'Preuzmi' }), 'Excel izvještaj');
    await waitFor(() => expect(body.getByText('Neispravan raspon datuma')).toBeVisible());
    await expect(c.getByRole('button', { name: 'Preuzmi' })).toBeEnabled();
  },
};

export const English: Story = {
  args: {
    options: [
      { value: 'pdf', label: 'PDF report', onSelect: () => Promise.resolve() },
      { value: 'xlsx', label: 'Excel report', onSelect: () => Promise.resolve() },
    ],
  },
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Download' })).toBeVisible();
  },
};
