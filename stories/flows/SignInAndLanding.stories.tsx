import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { landingRoute } from '../../src/app/session/landing';
import type { RouteName } from '../../src/routing/paths';
import {
  PERSONA_DEFINITIONS,
  PERSONA_PASSWORD,
  type PersonaName,
} from '../../simulator/core/control/personas';
import { AppJourney, journeyGlobals, expectRoute, journeyParameters } from './AppJourney';

/**
 * Signed out at /login, a persona signs in and lands where the landing rule (src/app/session/landing.ts)
 * sends it: the dashboard, else parking, garages, parks, sales, else system status. A partner's list
 * names one entity, so the partner goes straight on to it.
 */
const meta = {
  title: 'Flows/Sign-in and landing',
  component: AppJourney,
  parameters: { ...journeyParameters('/login') },
  globals: journeyGlobals(null),
} satisfies Meta<typeof AppJourney>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner's report list holds its one entity and opens it. */
const ONE_ENTITY: Partial<Record<RouteName, RouteName>> = {
  parking: 'parkingProvider',
  garages: 'garageDetails',
  parks: 'parkDetails',
  sales: 'saleDetails',
};

function signIn(persona: PersonaName): Story {
  const definition = PERSONA_DEFINITIONS[persona];
  const landing = landingRoute(new Set(definition.permissions));
  const final = definition.scope === 'all' ? landing : (ONE_ENTITY[landing] ?? landing);
  return {
    name: `${persona} lands on ${final}`,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await userEvent.type(await canvas.findByLabelText(/Korisničko ime/), persona);
      await userEvent.type(canvas.getByLabelText(/^Lozinka/), PERSONA_PASSWORD);
      await userEvent.click(canvas.getByRole('button', { name: 'Prijavi se' }));
      await expectRoute(canvasElement, final);
      await expect(
        await canvas.findByRole('button', { name: /Korisnički izbornik/ }),
      ).toBeVisible();
      const heading = await canvas.findByRole('heading', { level: 1 });
      await waitFor(() =>
        expect(heading).not.toHaveTextContent(/Stranica nije pronađena|Nije pronađeno/),
      );
      // The landing page has loaded what it shows: nothing busy, no button still loading.
      await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"], button[data-loading]')).toBeNull());
    },
  };
}

export const Admin = signIn('admin');
export const Parking = signIn('parking');
export const Garage = signIn('garage');
export const Sales = signIn('sales');
export const Status = signIn('status');
export const Support = signIn('support');
export const Viewer = signIn('viewer');
