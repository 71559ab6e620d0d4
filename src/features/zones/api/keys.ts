/** The query keys of zones, working periods and closing rules. */
import type { ItemOwner, ItemKind, ItemRef } from '../model/items';

const ownerKey = (owner: ItemOwner) =>
  owner.area === 'garage' ? (['garage', owner.garageId] as const) : (['parking', owner.providerId, owner.zoneId] as const);

export const zoneKeys = {
  all: ['zones'] as const,
  provider: (providerId: number) => [...zoneKeys.all, 'parking', providerId] as const,
  zoneList: (providerId: number) => [...zoneKeys.provider(providerId), 'zone-list'] as const,
  mapUrl: (providerId: number) => [...zoneKeys.provider(providerId), 'map-url'] as const,
  zoneDetails: (providerId: number, zoneId: number) => [...zoneKeys.provider(providerId), 'zone', zoneId] as const,
  items: (owner: ItemOwner, kind: ItemKind) => [...zoneKeys.all, ...ownerKey(owner), kind, 'list'] as const,
  item: (owner: ItemOwner, kind: ItemKind, ref: ItemRef) => [...zoneKeys.all, ...ownerKey(owner), kind, 'item', ref] as const,
  weekdays: () => [...zoneKeys.all, 'weekdays'] as const,
  geojson: (providerId: number) => [...zoneKeys.provider(providerId), 'geojson'] as const,
};
