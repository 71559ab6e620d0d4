import { Box, Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Design system/LoadingOverlay',
  component: LoadingOverlay,
  // An overlay with nothing behind it loading: the picture is taken as it shows.
  parameters: { busyByDesign: true },
} satisfies Meta<typeof LoadingOverlay>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FullPage: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('status')).toHaveTextContent('Učitavanje…');
    await expect(c.getByTestId('loading-overlay')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Contained: Story = {
  args: { contained: true, label: 'Učitavanje izvještaja…' },
  render: (args) => (
    <Box position="relative" h="48" borderWidth="1px" p="4">
      <Text>Sadržaj ispod prekrivača</Text>
      <LoadingOverlay {...args} />
    </Box>
  ),
};

export const Inactive: Story = {
  args: { active: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};
