import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { endpoints } from '../../api/contract/endpoints';
import { requestsTo, watchRequests } from '../../../.storybook/requests';
import { setFault } from '../../../simulator/core/control/state';
import { statementsQueryOptions } from '../../features/statements/api';

const STATEMENTS = endpoints.obracuni;

/**
 * A screen's data inside the main layout: the statements list, refreshed the ways background work
 * refreshes data (an invalidation, as after a save or from the demo panel; polling, as system
 * status does), searched the way a user does (a new key), and a save that takes its time.
 */
function Screen({ poll = false }: { poll?: boolean }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const statements = useQuery({ ...statementsQueryOptions({ page: 1, search }), refetchInterval: poll ? 300 : false });
  const save = useMutation({ mutationFn: () => new Promise<never>(() => undefined) });
  return (
    <Stack gap="3" align="flex-start">
      <Text>{statements.data ? `Obračuna: ${statements.data.total}` : 'Još nema podataka'}</Text>
      <Text data-testid="fetch-status">{statements.fetchStatus}</Text>
      <HStack>
        <Button onClick={() => void queryClient.invalidateQueries()}>Osvježi u pozadini</Button>
        <Button onClick={() => setSearch('2026')}>Traži</Button>
        <Button onClick={() => save.mutate()} loading={save.isPending} loadingText="Spremanje">
          Spremi
        </Button>
      </HStack>
      <Text data-testid="save-status">{save.status}</Text>
    </Stack>
  );
}

const meta = {
  title: 'App/Main layout/Loading overlay',
  component: Screen,
  parameters: { layout: 'fullscreen', shell: 'layout', route: '/obracuni' },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof Screen>;

export default meta;
type Story = StoryObj<typeof meta>;

const overlay = () => document.querySelector('[data-testid=loading-overlay]');

/** The first load shows; from then on every answer to the statements path waits until the story ends. */
async function shownThenSlow(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/^Obračuna: \d+$/)).toBeVisible();
  await waitFor(() => expect(overlay()).toBeNull());
  setFault({ path: STATEMENTS, delay: 'infinite' });
  return canvas;
}

/** A refetch still under way: the request went out and the query is fetching. */
async function refetching(canvasElement: HTMLElement, requestsBefore: number) {
  await waitFor(() => expect(requestsTo(STATEMENTS).length).toBeGreaterThan(requestsBefore));
  await expect(within(canvasElement).getByTestId('fetch-status')).toHaveTextContent('fetching');
}

/** An invalidation refetches the figures on screen: they stay usable, nothing covers them or says "loading". */
export const BackgroundRefetch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shownThenSlow(canvasElement);
    const before = requestsTo(STATEMENTS).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Osvježi u pozadini' }));
    await refetching(canvasElement, before);
    await expect(overlay()).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText(/^Obračuna: \d+$/)).toBeVisible();
  },
};

/** Polling (system status refreshes every minute, the demo panel every second) never covers the screen. */
export const Polling: Story = {
  args: { poll: true },
  play: async ({ canvasElement }) => {
    const canvas = await shownThenSlow(canvasElement);
    await refetching(canvasElement, requestsTo(STATEMENTS).length);
    await expect(overlay()).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A save shows its own spinner on its button; the screen stays uncovered. */
export const SaveDoesNotCover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shownThenSlow(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Spremi' }));
    await waitFor(() => expect(canvas.getByTestId('save-status')).toHaveTextContent('pending'));
    await expect(overlay()).toBeNull();
  },
};

/** A search asks for new data (a new key): the overlay covers the previous figures until it answers. */
export const SearchCovers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await shownThenSlow(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Traži' }));
    await waitFor(() => expect(overlay()).not.toBeNull());
    // The picture keeps the overlay and would keep the button's focus ring, which depends on the input modality.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await expect(within(overlay() as HTMLElement).getByRole('status')).toHaveTextContent('Učitavanje');
    // The previous figures stay underneath (placeholder data), as the list screens keep them.
    await expect(canvas.getByText(/^Obračuna: \d+$/)).toBeInTheDocument();
  },
};
