import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/design-system/components/toast-store';
import { AppJourney, journeyGlobals, expectRoute, journeyParameters, followTopBarEntry } from './AppJourney';

/**
 * admin adds a critical incident on the incidents page (the Add modal); it leads the list, and on
 * System status (the top bar) it leads the timeline with a red level-3 marker and turns its group critical.
 */
const meta = {
  title: 'Flows/Incident to system status',
  component: AppJourney,
  parameters: { ...journeyParameters('/incidenti') },
  globals: journeyGlobals('admin'),
} satisfies Meta<typeof AppJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = 'Prekid SMS naplate';

export const CreateThenTimeline: Story = {
  name: 'Incident: create, then the status timeline',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Incidenti' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText(/^Učitano 10 od \d+$/, {}),
    ).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Dodaj incident' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Novi incident' }));
    await userEvent.type(modal.getByLabelText(/^Naslov/), TITLE);
    await userEvent.selectOptions(modal.getByLabelText(/^Razina/), '3');
    await userEvent.selectOptions(modal.getByLabelText(/^Grupa usluga/), 'smspark');
    // Today, just after midnight: open by the simulator's clock and newer than every seeded incident.
    fireEvent.change(modal.getByLabelText(/^Početak/), { target: { value: '2026-11-21T00:05' } });
    await userEvent.click(await modal.findByRole('checkbox', { name: 'SMS prolaz' }));
    await userEvent.click(modal.getByRole('button', { name: 'Spremi' }));
    await waitFor(() =>
      expect(screen.getByText('Podaci o incidentu uspješno su spremljeni.')).toBeVisible(),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const table = within(canvas.getByRole('table', { name: 'Incidenti' }));
    await waitFor(() => expect(table.getAllByRole('row')[1]).toHaveTextContent(TITLE));
    await expect(table.getAllByRole('row')[1]).toHaveTextContent('U tijeku');

    await followTopBarEntry(canvasElement, 'Status sustava');
    await expectRoute(canvasElement, 'systemStatus');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Status sustava' }),
    ).toBeVisible();
    const timeline = within(
      await canvas.findByRole('list', { name: 'Vremenska crta incidenata' }),
    );
    const newest = (await timeline.findAllByRole('listitem'))[0]!;
    await expect(newest).toHaveTextContent(TITLE);
    await expect(within(newest).getByRole('img', { name: 'Razina 3: Kritično' })).toBeVisible();
    const sms = within(canvas.getByRole('region', { name: 'SMS parking' }));
    await expect(sms.getByRole('group', { name: 'Stanje: Kritično' })).toBeVisible();
    // The message has been read; the picture should not depend on how long it stays.
    toaster.remove();
  },
};
