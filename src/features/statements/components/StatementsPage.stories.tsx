import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { endpoints, endpointPatterns } from '../../../api/contract/endpoints';
import { StatementsPage } from './StatementsPage';
import { phoneOf } from '../../../test-support/design-system';

const meta = {
  title: 'Screens/Statements',
  component: StatementsPage,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/obracuni' },
} satisfies Meta<typeof StatementsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('table', { name: 'Obračuni' }));

const dataRows = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('row')
    .filter((row) => within(row).queryByRole('button', { name: /^Preuzmi|^Download/ }));

const partnersShown = (canvasElement: HTMLElement) =>
  new Set(dataRows(canvasElement).map((row) => row.querySelectorAll('td')[1]?.textContent));

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('button', { name: /^Preuzmi / })).toHaveLength(10));
    await expect(within(canvasElement).getByRole('navigation', { name: 'Stranice obračuna' })).toBeVisible();
    // admin (the default persona) sees every partner's statements.
    await expect(partnersShown(canvasElement).size).toBeGreaterThan(1);
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const rows = within(await within(canvasElement).findByRole('table', { name: 'Statements' }));
    await waitFor(() => expect(rows.getAllByRole('button', { name: /^Download / })).toHaveLength(10));
  },
};

export const Loading: Story = {
  parameters: { simulator: { faults: [{ path: endpoints.obracuni, delay: 'infinite' }] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Obračuni' })).toBeVisible();
    await expect(await within(canvasElement).findAllByRole('status')).not.toHaveLength(0);
  },
};

export const Empty: Story = {
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema obračuna')).toBeVisible();
  },
};

/** Search narrows the list, starts at page 1 and keeps the query in the URL. */
export const Search: Story = {
  parameters: { route: '/obracuni?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pretraživanje obračuna' }), 'garaž');
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    await waitFor(() => {
      const rows = dataRows(canvasElement);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.textContent?.toLowerCase()).toContain('garaž');
    });
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Pretraživanje obračuna' }), 'qqqxxx{Enter}');
    await expect(await canvas.findByText('Nijedan obračun ne odgovara pretrazi.')).toBeVisible();
  },
};

/** Changing page refetches the next page. */
export const Paging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvasElement);
    await waitFor(() => expect(dataRows(canvasElement)).toHaveLength(10));
    const first = dataRows(canvasElement)[0]?.textContent;
    const pages = within(canvas.getByRole('navigation', { name: 'Stranice obračuna' }));
    await userEvent.click(pages.getByRole('button', { name: /2/ }));
    await waitFor(() => expect(dataRows(canvasElement)[0]?.textContent).not.toBe(first));
  },
};

/** A parking partner sees only its own partner's statements. */
export const ParkingPartner: Story = {
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(partnersShown(canvasElement).size).toBe(1));
  },
};

/**
 * The server refuses (403) while the session lives (the route's guard is not in a story): the page
 * says so in the specs' words and stays where it is; Django's own text is not shown.
 */
export const Forbidden: Story = {
  globals: { persona: 'sales' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.');
    await expect(canvas.queryByText(/You do not have permission to perform this action/)).toBeNull();
    // Still on the page: the route's own screen, not the stand-in of another route.
    await expect(canvas.queryByTestId('navigated-to')).toBeNull();
  },
};

/**
 * The session ended (401): the user goes to sign-in, with this page remembered so that signing in
 * again returns here.
 */
export const SessionExpired: Story = {
  parameters: { route: '/obracuni?page=2', simulator: { faults: [{ path: endpoints.obracuni, status: 401, body: { detail: 'Invalid token.' } }] } },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('navigated-to').textContent).toBe('/login?next=%2Fobracuni%3Fpage%3D2'),
    );
  },
};

// A docs page renders every story of a file against one simulator, whose state the last loaders to
// run leave: the toolbar stories stay above the default-data stories at the end of the file.
/**
 * The toolbar's persona wins over a story's own: this story's default is `admin` (every partner),
 * and `parking` picked in the toolbar (here its `globals`) shows only that partner's statements.
 */
export const ToolbarPersona: Story = {
  parameters: { simulator: { persona: 'admin' } },
  globals: { persona: 'parking' },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await waitFor(() => expect(dataRows(canvasElement).length).toBeGreaterThan(0));
    await expect([...partnersShown(canvasElement)]).toEqual(['Parking Zagreb d.o.o.']);
  },
};

/** The toolbar's scenario wins over a story's own: `empty` picked over `default` shows the empty state. */
export const ToolbarScenario: Story = {
  parameters: { simulator: { scenario: 'default' } },
  globals: { scenario: 'empty' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Nema obračuna')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { simulator: { faults: [{ path: endpoints.obracuni, status: 500, body: { error: 'Baza podataka nije dostupna.' } }] } },
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('Obračuni se nisu mogli učitati.');
    await expect(alert).toHaveTextContent('Baza podataka nije dostupna.');
  },
};

/** A failing download shows the server's error text in a red toast. */
export const DownloadFails: Story = {
  parameters: {
    simulator: {
      faults: [{ path: endpointPatterns.obracunDownload, status: 404, body: { error: 'Dokument obračuna nije pronađen.' } }],
    },
  },
  play: async ({ canvasElement }) => {
    const rows = await table(canvasElement);
    const [button] = await rows.findAllByRole('button', { name: /^Preuzmi / });
    await userEvent.click(button!);
    await waitFor(() => expect(screen.getByText('Dokument obračuna nije pronađen.')).toBeVisible());
  },
};

/** The screen on a 390 px phone: the menu button in the header, nothing scrolls sideways. */
export const Phone: Story = phoneOf(Default);
