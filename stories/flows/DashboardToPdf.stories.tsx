import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { pickMenuItem } from '../../src/test-support/design-system';
import { loadedTable } from '../../.storybook/tables';
import { AppJourney, journeyGlobals, expectRoute, journeyParameters, followTopBarEntry } from './AppJourney';

/**
 * admin opens the dashboard, goes to Parking in the top bar, opens a provider from the list and
 * downloads its PDF report, built in the browser (react-pdf): the file handed to the browser is a
 * PDF named after the provider.
 */
const meta = {
  title: 'Flows/Dashboard to provider PDF',
  component: AppJourney,
  parameters: { ...journeyParameters('/') },
  globals: journeyGlobals('admin'),
} satisfies Meta<typeof AppJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DashboardProviderPdf: Story = {
  name: 'Dashboard, provider page, PDF',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Nadzorna ploča' }),
    ).toBeVisible();
    await expectRoute(canvasElement, 'home');

    await followTopBarEntry(canvasElement, 'Parking');
    await expectRoute(canvasElement, 'parking');
    const list = await canvas.findByRole('table', { name: 'Parking' });
    await userEvent.click(
      await within(list).findByRole('link', { name: 'Parking Zagreb d.o.o.' }),
    );

    await expectRoute(canvasElement, 'parkingProvider');
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Parking Zagreb d.o.o.' },
      ),
    ).toBeVisible();
    await loadedTable(canvasElement, 'Artikli: Zona 1');

    // The file the browser is handed (saveFile: an object URL on a link with a download name, clicked).
    const files: { blob: Blob; name?: string }[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push({ blob: blob as Blob });
      return 'blob:report';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      const last = files[files.length - 1];
      if (last) last.name = this.download;
    });
    try {
      const trigger = canvas.getByRole('button', { name: /Preuzmi izvještaj/ });
      await waitFor(() => expect(trigger).toBeEnabled());
      // The menu's own keyboard path (Zag picks the highlighted item), as the screen stories do.
      await pickMenuItem(trigger, 'PDF izvještaj');
      await waitFor(
        () => {
          expect(screen.queryByText('Izvještaj nije moguće izraditi.')).toBeNull();
          expect(files.map((file) => file.name)).toEqual(['Parking Zagreb d.o.o.pdf']);
        },
      );
      const pdf = files[0]!.blob;
      await expect(pdf.type).toBe('application/pdf');
      await expect(await pdf.slice(0, 5).text()).toBe('%PDF-');
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: /Preuzmi izvještaj/ })).toBeEnabled(),
      );
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
    // The picture shows the page from its top, wherever the menu left the scroll.
    window.scrollTo(0, 0);
  },
};
