import { Box, Flex, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { toaster } from '../../src/design-system/components/toast-store';
import { DemoPanelContent } from '../../src/app/demo/DemoPanel';
import { proposeClosingRule } from '../../src/test-support/zones';
import { AppJourney, journeyGlobals, expectRoute, journeyParameters } from './AppJourney';

/**
 * The app (its real routes) beside the demo panel, as a partner and support staff see them at once:
 * `parking` proposes new hours for a zone, support approves them in the panel, the zone shows them.
 */
function Journey() {
  const { t } = useTranslation('app');
  return (
    // No padding above or below: the app fills the screen (100vh), and so does the journey.
    <Flex gap="6" align="flex-start" px="4">
      <Box flex="2" minW="0">
        <AppJourney />
      </Box>
      <Box
        as="aside"
        // As wide as the demo drawer's content, so the panel lays out as it does there.
        flex="0 0 30rem"
        minW="0"
        aria-labelledby="journey-demo"
        borderStartWidth="1px"
        ps="4"
      >
        <Heading as="h2" size="md" id="journey-demo" mb="3">
          {t('demo.title')}
        </Heading>
        <DemoPanelContent />
      </Box>
    </Flex>
  );
}

/**
 * Support staff approve the one pending request in the panel, after checking it is told in words
 * with each of `told` (the panel refreshes its queue every second).
 */
async function approveInPanel(canvas: ReturnType<typeof within>, told: readonly string[]) {
  const pending = within(canvas.getByRole('region', { name: 'Zahtjevi na čekanju' }));
  const request = await pending.findByRole('article', { name: /^Zahtjev / });
  for (const text of told) await expect(request).toHaveTextContent(text);
  await userEvent.click(within(request).getByRole('button', { name: 'Odobri' }));
}

/** The panel's history lists the request as approved; the messages are cleared for the picture. */
async function approvedInHistory(canvas: ReturnType<typeof within>) {
  await expect(await within(canvas.getByRole('region', { name: 'Povijest zahtjeva' })).findByText('Odobren')).toBeVisible();
  // The messages have been read; the screenshot should not depend on how long they stay.
  toaster.remove();
  window.scrollTo(0, 0);
}

const meta = {
  title: 'Flows/Working hours approval',
  component: Journey,
  parameters: { ...journeyParameters('/parking/provider/1/working-periods/new') },
  globals: journeyGlobals('parking'),
} satisfies Meta<typeof Journey>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `parking` proposes new hours for a zone; support approves them in the panel; the card shows them approved. */
export const ProposeApproveSee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Radno vrijeme' }));
    await userEvent.click(form.getByRole('checkbox', { name: 'Zona 3' }));
    await userEvent.type(form.getByRole('textbox', { name: /Vrijedi od/ }), '1.1.2027.{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: /Vrijedi do/ }), '31.12.2027.{Enter}');
    await userEvent.type(form.getByRole('textbox', { name: 'Opis' }), 'Novo radno vrijeme 2027.');
    await userEvent.type(form.getByLabelText('Ponedjeljak: vrijeme od'), '0600');
    await userEvent.type(form.getByLabelText('Ponedjeljak: vrijeme do'), '2200');
    await userEvent.click(form.getByRole('button', { name: 'Kopiraj vrijeme na sve dane' }));
    await userEvent.click(form.getByRole('button', { name: 'Spremi' }));
    await waitFor(() =>
      expect(screen.getByText('Zahtjev za promjenu je poslan na odobrenje.')).toBeVisible(),
    );

    // Back on the zones page: the new period waits for approval.
    await expectRoute(canvasElement, 'parkingProviderZones');
    const table = within(
      await canvas.findByRole('table', { name: 'Zone pružatelja Parking Zagreb d.o.o.' }),
    );
    const row = await table.findByRole('row', { name: /Zona 3 Aktivna/ });
    await userEvent.click(within(row).getByRole('button', { name: 'Prikaži detalje' }));
    const cards = within(await canvas.findByRole('group', { name: 'Radna vremena zone Zona 3' }));
    const card = () =>
      cards.getByText('Novo radno vrijeme 2027.').closest('article') as HTMLElement;
    await waitFor(() =>
      expect(within(card()).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · novo'),
    );

    // Support staff approve it in the panel, where it is told in words.
    await approveInPanel(canvas, ['zone: Zona 3']);

    // The card shows the new hours as approved.
    await waitFor(() => expect(within(card()).queryByTestId('pending-tag')).toBeNull());
    await expect(card()).toHaveTextContent('06:00 – 22:00');
    await approvedInHistory(canvas);
  },
};

/**
 * The same loop for a garage: `garage` proposes a closing day from its working-hours page, support
 * approves it in the panel, and the row shows it approved, with nothing left waiting.
 */
export const GarageProposeApproveSee: Story = {
  parameters: { ...journeyParameters('/garaze/garaza/1/working-hours') },
  globals: journeyGlobals('garage'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Garaža Tuškanac: radno vrijeme', level: 1 })).toBeVisible();
    const table = within(await canvas.findByRole('table', { name: 'Iznimke: Garaža Tuškanac' }));
    await proposeClosingRule(canvas.getByRole('button', { name: 'Nova iznimka' }), { from: '31.12.2026.', to: '31.12.2026.', reason: 'Stara godina: garaža zatvorena' });
    const row = () => table.getByRole('row', { name: /Stara godina: garaža zatvorena/ });
    await waitFor(() => expect(within(row()).getByTestId('pending-tag')).toHaveTextContent('Čeka odobrenje · novo'));

    // Support staff see it told in words, for the garage, and approve it.
    await approveInPanel(canvas, ['garaža Garaža Tuškanac', 'Stara godina: garaža zatvorena']);

    // The rule is approved: its tag is gone, its actions remain.
    await waitFor(() => expect(within(row()).queryByTestId('pending-tag')).toBeNull());
    await expect(within(row()).getByRole('button', { name: /^Radnje za iznimku/ })).toBeVisible();
    await approvedInHistory(canvas);
  },
};

/** A read-only partner (`viewer`) who opens the new-period form by its address gets the permission message, not the form. */
export const ReadOnlyPartnerOpensForm: Story = {
  parameters: { ...journeyParameters('/parking/provider/1/working-periods/new') },
  globals: journeyGlobals('viewer'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRoute(canvasElement, 'permissionDenied');
    await expect(await canvas.findByRole('heading', { name: 'Pristup odbijen', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Radno vrijeme' })).toBeNull();
  },
};

/** Support staff read a garage's hours, but its period form is for the garage to propose: the permission message. */
export const SupportOpensGarageForm: Story = {
  parameters: { ...journeyParameters('/garaze/garaza/1/working-periods/new') },
  globals: journeyGlobals('support'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectRoute(canvasElement, 'permissionDenied');
    await expect(await canvas.findByRole('heading', { name: 'Pristup odbijen', level: 1 })).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'Radno vrijeme' })).toBeNull();
  },
};
