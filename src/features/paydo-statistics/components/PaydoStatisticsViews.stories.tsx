/**
 * Every view of the statistics area with its states: Default, Loading (an infinite delay), Empty
 * (the empty scenario), Error (a failed call with the server's text), English and a persona
 * without PaydoStatistikaView.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { operationsEndpoints } from '../../../api/contract/endpoints-operations';
import type { StatsTab } from '../model/tabs';
import { PaydoStatisticsPage } from './PaydoStatisticsPage';
import { bodyRows, loadedTable, sectionRequests, viewRoute, watchRequests } from '../../../test-support/paydo-statistics';

const RANGE = { begin: '2026-01-01', end: '2026-10-31' };

const meta = {
  title: 'Screens/Platform statistics/Views',
  component: PaydoStatisticsPage,
  parameters: { layout: 'fullscreen', shell: 'layout', routePattern: '/paydo-statistika/:tab' },
  beforeEach: () => watchRequests(),
} satisfies Meta<typeof PaydoStatisticsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

interface ViewSpec {
  /** The call whose fault makes the view load forever or fail. */
  section: string;
  /** The tables of the view, in hr and en, with the body rows each shows on its first page. */
  tables: { hr: string; en: string; rows: number }[];
  /** Text the view shows besides its tables (a footer), in hr. */
  footer?: RegExp;
  /** What the footer says in the empty scenario. */
  emptyFooter?: RegExp;
}

const groups = (hr: string, en: string, payments: boolean) =>
  [
    ['Vrste korisnika', 'Types of user'],
    ['Kupovine', 'Purchases'],
    ['Iznosi', 'Amounts'],
    ...(payments ? [['Uplate', 'Payments']] : []),
  ].map(([h, e]) => ({ hr: `${hr}: ${h}`, en: `${en}: ${e}`, rows: 20 }));

const VIEWS: Record<StatsTab, ViewSpec> = {
  'users-and-sales': { section: 'korisnici_i_kupovine', tables: [{ hr: 'Korisnici i kupovine', en: 'Users and sales', rows: 20 }] },
  'all-sales': { section: 'sve_kupovine', tables: [{ hr: 'Sve kupovine', en: 'All sales', rows: 10 }] },
  'num-of-sales': {
    section: 'broj_kupovina',
    tables: [{ hr: 'Broj kupovina', en: 'Number of sales', rows: 5 }],
    footer: /Korisnik s najviše kupovina.*ivan\.horvat@example\.hr: [\d.]+ kupovina, [\d.]+,\d{2}\s€/,
    emptyFooter: /Nema korisnika s kupovinama u odabranom razdoblju\./,
  },
  'paydo-promotion': { section: 'promocija_paydo', tables: [{ hr: 'Paydo promocija', en: 'Paydo promotion', rows: 20 }] },
  'mastercard-promotion': { section: 'promocija_mastercard', tables: [{ hr: 'Mastercard promocija', en: 'Mastercard promotion', rows: 20 }] },
  'total-promotions': { section: 'promocije_ukupno', tables: [{ hr: 'Ukupno promocije', en: 'Total promotions', rows: 2 }] },
  'used-promotions': { section: 'promocije_iskoristeno', tables: [{ hr: 'Iskorištene promocije', en: 'Used promotions', rows: 20 }] },
  'by-promotions': { section: 'po_gradovima', tables: [{ hr: 'Po gradovima', en: 'By cities', rows: 11 }] },
  newUsers: { section: 'novi_korisnici', tables: groups('Novi korisnici', 'New users', true) },
  allUsers: { section: 'svi_korisnici', tables: groups('Svi korisnici', 'All users', true) },
  web: { section: 'web_data', tables: groups('Web', 'Web', false) },
  mobile: { section: 'mobile_data', tables: groups('Mobilna aplikacija', 'Mobile app', false) },
  'business-users': { section: 'poslovni_korisnici', tables: [{ hr: 'Poslovni korisnici', en: 'Business users', rows: 20 }] },
  'tokenized-cards': {
    section: 'tokenizirane_kartice',
    tables: [{ hr: 'Tokenizirane kartice', en: 'Tokenized cards', rows: 10 }],
    footer: /Trenutno aktivne tokenizirane kartice.*Mastercard: [\d.]+, ostale: [\d.]+, ukupno: [\d.]+.*Tokenizirano danas\s*\d+/s,
    emptyFooter: /Mastercard: 0, ostale: 0, ukupno: 0/,
  },
};

const route = (tab: StatsTab) => viewRoute(tab, RANGE);
const faultPath = (tab: StatsTab) => operationsEndpoints.paydoSection(VIEWS[tab].section);
const SERVER_TEXT = 'Statistika trenutno nije dostupna.';

/** The view with its data: every table with its first page, the range sent, the footer. */
function viewDefault(tab: StatsTab): Story {
  const view = VIEWS[tab];
  return {
    parameters: { route: route(tab) },
    play: async ({ canvasElement }) => {
      for (const table of view.tables) {
        const element = await loadedTable(canvasElement, table.hr, table.rows);
        await expect(bodyRows(element)).toHaveLength(table.rows);
        // 700 px high at most, with the header kept in view.
        const scroll = element.parentElement as HTMLElement;
        await expect(getComputedStyle(scroll).maxHeight).toBe('700px');
        await expect(getComputedStyle(element.querySelector('thead tr') as HTMLElement).position).toBe('sticky');
      }
      const sent = sectionRequests(view.section).at(-1);
      await expect(sent?.get('beginDate')).toBe(RANGE.begin);
      await expect(sent?.get('endDate')).toBe(RANGE.end);
      if (view.footer) {
        const footer = view.footer;
        await waitFor(() => expect(canvasElement.textContent?.replace(/\s+/g, ' ')).toMatch(footer));
      }
      const chart = within(canvasElement).queryByTestId('paydo-trend');
      if (['users-and-sales', 'all-sales', 'tokenized-cards'].includes(tab)) await expect(chart).not.toBeNull();
      else await expect(chart).toBeNull();
    },
  };
}

function viewLoading(tab: StatsTab): Story {
  return {
    parameters: { route: route(tab), simulator: { faults: [{ path: faultPath(tab), delay: 'infinite' }] } },
    play: async ({ canvasElement }) => {
      const title = VIEWS[tab].tables[0]!.hr.split(':')[0]!;
      await expect(await within(canvasElement).findByRole('heading', { level: 2, name: title })).toBeVisible();
      const table = await within(canvasElement).findByRole('table', { name: VIEWS[tab].tables[0]!.hr });
      await expect(table).toHaveAttribute('aria-busy', 'true');
      await expect(within(table).getByRole('status')).toHaveTextContent(/Učitavanje/);
    },
  };
}

function viewEmpty(tab: StatsTab): Story {
  const view = VIEWS[tab];
  return {
    parameters: { route: route(tab) },
    globals: { scenario: 'empty' },
    play: async ({ canvasElement }) => {
      for (const table of view.tables) {
        const element = await loadedTable(canvasElement, table.hr, 1);
        await expect(within(element).getByText('Nema podataka')).toBeVisible();
      }
      if (view.emptyFooter) {
        const footer = view.emptyFooter;
        await waitFor(() => expect(canvasElement.textContent?.replace(/\s+/g, ' ')).toMatch(footer));
      }
    },
  };
}

function viewError(tab: StatsTab): Story {
  return {
    parameters: { route: route(tab), simulator: { faults: [{ path: faultPath(tab), status: 500, body: { detail: SERVER_TEXT } }] } },
    play: async ({ canvasElement }) => {
      const alert = await within(canvasElement).findByRole('alert');
      await expect(alert).toHaveTextContent('Statistika se nije mogla učitati.');
      await expect(alert).toHaveTextContent(SERVER_TEXT);
      // The error toast says the same.
      await waitFor(() => expect(screen.getAllByText(SERVER_TEXT)).toHaveLength(2));
      await expect(within(canvasElement).queryByRole('table')).toBeNull();
    },
  };
}

function viewEnglish(tab: StatsTab): Story {
  return {
    parameters: { route: route(tab) },
    globals: { locale: 'en' },
    play: async ({ canvasElement }) => {
      for (const table of VIEWS[tab].tables) await loadedTable(canvasElement, table.en, table.rows);
      await expect(within(canvasElement).getByTestId('paydo-shown-range')).toHaveTextContent('Period shown: 01/01/2026 – 31/10/2026');
    },
  };
}

const FORBIDDEN = 'Nemate dozvolu za ovu radnju. Ako smatrate da biste trebali imati ovlasti za ovu radnju, pokušajte se ponovno prijaviti.';

/**
 * A persona without PaydoStatistikaView (the route's guard is not in a story): the server refuses
 * while the session lives, so the view says so in the specs' words and stays where it is.
 */
function viewForbidden(tab: StatsTab): Story {
  return {
    parameters: { route: route(tab) },
    globals: { persona: 'garage' },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await waitFor(() => expect(canvas.getAllByRole('alert').some((alert) => alert.textContent?.includes(FORBIDDEN))).toBe(true));
      // Still on the view: the route's own screen, not the stand-in of another route.
      await expect(canvas.queryByTestId('navigated-to')).toBeNull();
    },
  };
}

export const UsersAndSales = viewDefault('users-and-sales');
export const UsersAndSalesLoading = viewLoading('users-and-sales');
export const UsersAndSalesEmpty = viewEmpty('users-and-sales');
export const UsersAndSalesError = viewError('users-and-sales');
export const UsersAndSalesEnglish = viewEnglish('users-and-sales');
export const UsersAndSalesForbidden = viewForbidden('users-and-sales');

export const AllSales = viewDefault('all-sales');
export const AllSalesLoading = viewLoading('all-sales');
export const AllSalesEmpty = viewEmpty('all-sales');
export const AllSalesError = viewError('all-sales');
export const AllSalesEnglish = viewEnglish('all-sales');
export const AllSalesForbidden = viewForbidden('all-sales');

export const NumOfSales = viewDefault('num-of-sales');
export const NumOfSalesLoading = viewLoading('num-of-sales');
export const NumOfSalesEmpty = viewEmpty('num-of-sales');
export const NumOfSalesError = viewError('num-of-sales');
export const NumOfSalesEnglish = viewEnglish('num-of-sales');
export const NumOfSalesForbidden = viewForbidden('num-of-sales');

export const PaydoPromotion = viewDefault('paydo-promotion');
export const PaydoPromotionLoading = viewLoading('paydo-promotion');
export const PaydoPromotionEmpty = viewEmpty('paydo-promotion');
export const PaydoPromotionError = viewError('paydo-promotion');
export const PaydoPromotionEnglish = viewEnglish('paydo-promotion');
export const PaydoPromotionForbidden = viewForbidden('paydo-promotion');

export const MastercardPromotion = viewDefault('mastercard-promotion');
export const MastercardPromotionLoading = viewLoading('mastercard-promotion');
export const MastercardPromotionEmpty = viewEmpty('mastercard-promotion');
export const MastercardPromotionError = viewError('mastercard-promotion');
export const MastercardPromotionEnglish = viewEnglish('mastercard-promotion');
export const MastercardPromotionForbidden = viewForbidden('mastercard-promotion');

export const TotalPromotions = viewDefault('total-promotions');
export const TotalPromotionsLoading = viewLoading('total-promotions');
export const TotalPromotionsEmpty = viewEmpty('total-promotions');
export const TotalPromotionsError = viewError('total-promotions');
export const TotalPromotionsEnglish = viewEnglish('total-promotions');
export const TotalPromotionsForbidden = viewForbidden('total-promotions');

export const UsedPromotions = viewDefault('used-promotions');
export const UsedPromotionsLoading = viewLoading('used-promotions');
export const UsedPromotionsEmpty = viewEmpty('used-promotions');
export const UsedPromotionsError = viewError('used-promotions');
export const UsedPromotionsEnglish = viewEnglish('used-promotions');
export const UsedPromotionsForbidden = viewForbidden('used-promotions');

export const ByCities = viewDefault('by-promotions');
export const ByCitiesLoading = viewLoading('by-promotions');
export const ByCitiesEmpty = viewEmpty('by-promotions');
export const ByCitiesError = viewError('by-promotions');
export const ByCitiesEnglish = viewEnglish('by-promotions');
export const ByCitiesForbidden = viewForbidden('by-promotions');

export const NewUsers = viewDefault('newUsers');
export const NewUsersLoading = viewLoading('newUsers');
export const NewUsersEmpty = viewEmpty('newUsers');
export const NewUsersError = viewError('newUsers');
export const NewUsersEnglish = viewEnglish('newUsers');
export const NewUsersForbidden = viewForbidden('newUsers');

export const AllUsers = viewDefault('allUsers');
export const AllUsersLoading = viewLoading('allUsers');
export const AllUsersEmpty = viewEmpty('allUsers');
export const AllUsersError = viewError('allUsers');
export const AllUsersEnglish = viewEnglish('allUsers');
export const AllUsersForbidden = viewForbidden('allUsers');

export const Web = viewDefault('web');
export const WebLoading = viewLoading('web');
export const WebEmpty = viewEmpty('web');
export const WebError = viewError('web');
export const WebEnglish = viewEnglish('web');
export const WebForbidden = viewForbidden('web');

export const Mobile = viewDefault('mobile');
export const MobileLoading = viewLoading('mobile');
export const MobileEmpty = viewEmpty('mobile');
export const MobileError = viewError('mobile');
export const MobileEnglish = viewEnglish('mobile');
export const MobileForbidden = viewForbidden('mobile');

export const BusinessUsers = viewDefault('business-users');
export const BusinessUsersLoading = viewLoading('business-users');
export const BusinessUsersEmpty = viewEmpty('business-users');
export const BusinessUsersError = viewError('business-users');
export const BusinessUsersEnglish = viewEnglish('business-users');
export const BusinessUsersForbidden = viewForbidden('business-users');

export const TokenizedCards = viewDefault('tokenized-cards');
export const TokenizedCardsLoading = viewLoading('tokenized-cards');
export const TokenizedCardsEmpty = viewEmpty('tokenized-cards');
export const TokenizedCardsError = viewError('tokenized-cards');
export const TokenizedCardsEnglish = viewEnglish('tokenized-cards');
export const TokenizedCardsForbidden = viewForbidden('tokenized-cards');
