import type { Meta, StoryObj } from '@storybook/react-vite';
import { addons } from 'storybook/preview-api';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { control } from '../../src/app/demo/control-api';
import { resetSimulator } from '../../simulator/core/control/state';
import { FIXED_TODAY } from '../../.storybook/clock';
import { reapply } from '../../.storybook/demo-panel/bridge';
import { DEMO_EVENTS, type DemoPanelState } from '../../.storybook/demo-panel/events';
import { mapReady } from '../../src/test-support/map-editor';
import { AppJourney, journeyGlobals, journeyParameters } from './AppJourney';

/**
 * Storybook's "Demo" panel (the manager's addon panel, .storybook/demo-panel) approves a pending
 * request, and the zones screen shows it approved. The play function sends the panel's messages
 * over Storybook's channel, as the panel does.
 */
const meta = {
  title: 'Flows/Approve from the Storybook demo panel',
  component: AppJourney,
  parameters: { ...journeyParameters('/parking/provider/1/zone') },
  globals: { ...journeyGlobals('parking'), scenario: 'pending-changes' },
} satisfies Meta<typeof AppJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

const CARD_TEXT = 'Radno vrijeme za iduću godinu';

export const ApproveFromPanel: Story = {
  name: 'Approve in the panel, see it approved',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const channel = addons.getChannel();
    const states: DemoPanelState[] = [];
    const onState = (state: DemoPanelState) => states.push(state);
    channel.on(DEMO_EVENTS.state, onState);
    try {
      // The zone's new period waits for approval.
      const table = within(
        await canvas.findByRole(
          'table',
          { name: 'Zone pružatelja Parking Zagreb d.o.o.' },
        ),
      );
      const row = await table.findByRole('row', { name: /Zona 1 (Aktivna|Neaktivna)/ });
      await userEvent.click(within(row).getByRole('button', { name: 'Prikaži detalje' }));
      const cards = within(await canvas.findByRole('group', { name: 'Radna vremena zone Zona 1' }));
      const card = () => cards.getByText(CARD_TEXT).closest('article') as HTMLElement;
      await waitFor(() =>
        expect(within(card()).getByTestId('pending-tag')).toHaveTextContent(
          'Čeka odobrenje · novo',
        ),
      );

      // The panel asks for the state and lists the request, told in words.
      channel.emit(DEMO_EVENTS.request);
      const request = await waitFor(() => {
        const found = states
          .at(-1)
          ?.pending.find(
            (candidate) =>
              candidate.sentence.includes('Zona 1') &&
              candidate.heading.includes('Novo · radno vrijeme'),
          );
        expect(found).toBeDefined();
        return found!;
      });
      await expect(states.at(-1)?.labels.approve).toBe('Odobri');

      // Approve: the screen refetches and shows the period approved.
      channel.emit(DEMO_EVENTS.approve, { id: request.id });
      await waitFor(() => expect(within(card()).queryByTestId('pending-tag')).toBeNull());
      await waitFor(() =>
        expect(
          states.at(-1)?.decided.find((decided) => decided.id === request.id)?.statusText,
        ).toBe('Odobren'),
      );
      await expect(states.at(-1)?.remembered).toBe(1);

      // A story's loaders reset the simulator; the remembered approval is made again.
      await resetSimulator({ seed: 1, today: FIXED_TODAY, scenario: 'pending-changes' });
      await expect(
        (await control.pending()).some((pending) => pending.id === request.id),
      ).toBe(true);
      await reapply();
      await expect(
        (await control.pending()).some((pending) => pending.id === request.id),
      ).toBe(false);
      // The picture waits for the provider's zones map.
      await waitFor(
        () => expect(canvasElement.querySelector('[data-map-layer="street"]')).not.toBeNull(),
      );
      await mapReady(canvasElement);
    } finally {
      channel.emit(DEMO_EVENTS.forget);
      channel.off(DEMO_EVENTS.state, onState);
    }
  },
};
