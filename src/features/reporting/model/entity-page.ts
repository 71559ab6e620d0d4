/**
 * An entity's report page, by kind (reporting.md §2): which list it belongs to, whether it has
 * channels, downloads and the table by day, whether it opens comparing (§4), and its side-menu links.
 * The page and its prefetch (the first screen of a signed-in start) read the same facts.
 */
import type { EntityKind } from '../../../api/entity-info';
import type { Permission } from '../../../api/contract/permissions';
import { hasPermission, type User } from '../../../api/session';
import type { RouteName } from '../../../routing/paths';
import type { CustomMenuLink } from '../../../routing/side-menu';
import type { PageDefaults, ReportFilters } from './filters';
import type { ReportRequest } from './reports';

export interface SideLink {
  route: RouteName;
  permission: Permission;
  labelKey: string;
  icon: NonNullable<CustomMenuLink['icon']>;
  /** Parking receipts: only when the provider issues its own receipts. */
  needsOwnReceipts?: boolean;
}

export interface KindConfig {
  list: RouteName;
  /** The list's permission: a partner without it sees one entity only and starts comparing. */
  listPermission: Permission;
  channels: boolean;
  downloads: boolean;
  /** The Excel report has the table by day and channel (…/detaljno/: parking, garages, sales). */
  detailLines: boolean;
  /** Comparison on when the page opens (reporting.md §4). */
  comparing: 'always' | 'never' | 'single';
  links: SideLink[];
}

export const ENTITY_PAGES: Record<EntityKind, KindConfig> = {
  parking: {
    list: 'parking',
    listPermission: 'ParkingView',
    channels: true,
    downloads: true,
    detailLines: true,
    comparing: 'single',
    links: [
      { route: 'parkingProviderTransactions', permission: 'ParkingTransakcijeView', labelKey: 'detail.links.transactions', icon: 'transactions' },
      {
        route: 'parkingProviderReceipts',
        permission: 'ParkingRacuniView',
        labelKey: 'detail.links.receipts',
        icon: 'receipts',
        needsOwnReceipts: true,
      },
      { route: 'parkingProviderZones', permission: 'ParkingProviderZonesView', labelKey: 'detail.links.zones', icon: 'zones' },
    ],
  },
  garage: {
    list: 'garages',
    listPermission: 'GarazeView',
    channels: true,
    downloads: true,
    detailLines: true,
    comparing: 'never',
    links: [
      { route: 'garageTransactions', permission: 'GarazaTransakcijeView', labelKey: 'detail.links.transactions', icon: 'transactions' },
      { route: 'garageWorkingHours', permission: 'GarazaWorkingHoursView', labelKey: 'detail.links.workingPeriods', icon: 'hours' },
    ],
  },
  park: {
    list: 'parks',
    listPermission: 'ParkoviView',
    channels: false,
    downloads: false,
    detailLines: false,
    comparing: 'always',
    links: [{ route: 'parkTickets', permission: 'ParkUlazniceView', labelKey: 'detail.links.tickets', icon: 'tickets' }],
  },
  sales: {
    list: 'sales',
    listPermission: 'ProdajaView',
    channels: true,
    downloads: true,
    detailLines: true,
    comparing: 'single',
    links: [{ route: 'prodajaTransactions', permission: 'ProdajaTransakcijeView', labelKey: 'detail.links.transactions', icon: 'transactions' }],
  },
};

const ON: PageDefaults = { comparing: true };
const OFF: PageDefaults = { comparing: false };

/** A partner without the list's permission sees this one entity only. */
export const seesOneOnly = (config: KindConfig, user: User | undefined): boolean => !hasPermission(user, config.listPermission);

/** Whether the page opens comparing: always, never, or when the user sees this one entity only. */
export function pageDefaults(config: KindConfig, user: User | undefined): PageDefaults {
  return config.comparing === 'always' || (config.comparing === 'single' && seesOneOnly(config, user)) ? ON : OFF;
}

/** A report's request for one period and the selected channels. */
export const requestOf = (range: ReportFilters['primary'], channels: ReportRequest['channels']): ReportRequest => ({ range, channels });
