/** The maps' props: in a module of their own, so screens type them without loading the map. */
import type { ReactNode } from 'react';
import type { LatLng, MapServices, MapZone, ZoneFeatureCollection, ZonePolygons } from './types';

export interface ZoneMapProps {
  /** Every zone to draw; zones without polygons are left out. */
  zones: MapZone[];
  /** The runtime config's `map` object. */
  services: MapServices;
  /** The accessible name of the map ("Zones of Parking Centar"). */
  label: string;
  /** Where the map starts before it fits the zones (the provider's coordinates). Default: the spec's centre. */
  center?: LatLng;
  zoom?: number;
  /** Pending border changes, outlined (dashed) over the zones' current polygons. */
  pending?: { zoneId: MapZone['id']; polygons: ZonePolygons }[];
  /** A zone's popover content; default: its name. */
  renderPopup?: (zone: MapZone) => ReactNode;
  /** Height in px (default 400). */
  height?: number;
}

export interface PolygonEditorProps {
  services: MapServices;
  /** The read-only fields (operations.md §2). */
  cityCode: string;
  zoneCode: string;
  zoneName: string;
  /** The zone's colour (white or none: the default #3388FF). */
  color?: string | null;
  /**
   * The zone's borders as loaded (null or empty: the editor starts from a default polygon). Reset
   * restores them as they were when the editor opened, whatever is loaded later.
   */
  polygons: ZonePolygons | null;
  /** A pending change of the borders, outlined (dashed) over them. */
  pending?: ZonePolygons | null;
  /**
   * The approved borders, when `polygons` is a pending proposal being edited: outlined (grey,
   * dash-dot) so the change can be seen against what is in force.
   */
  approved?: ZonePolygons | null;
  /** The provider's other zones: shown for context and checked for overlap before a save. */
  otherZones?: MapZone[];
  /** Where a default polygon goes and where the map starts (default: the spec's centre). */
  center?: LatLng;
  /** No editing, importing or saving (a user without ChangeParkingZoneRequests); download and close stay. */
  readOnly?: boolean;
  /**
   * Submits the proposed borders (polygon_data). Resolve when the change request is sent; reject
   * when it failed (the editor keeps every change). The caller shows the spec's messages.
   */
  onSubmit: (geojson: ZoneFeatureCollection) => Promise<unknown>;
  /** After "close" is confirmed, and after "save and close" succeeds: back to the zone details. */
  onClose?: () => void;
  /** After "reset" is confirmed and the first-loaded borders are restored: reload the zone details. */
  onReset?: () => void;
  /**
   * Whether the editor holds changes not yet sent (a shape being drawn or edited counts): so the
   * page can ask before it is left. Called with false right before onClose.
   */
  onDirtyChange?: (dirty: boolean) => void;
  /**
   * Unsent borders to start from instead of `polygons` (a draft kept across a sign-in): the editor
   * opens with them, and with changes to send.
   */
  draft?: ZonePolygons | null;
  /** The borders as edited while they differ from the last ones sent, and null once they do not. */
  onChange?: (polygons: ZonePolygons | null) => void;
  /** Map height in px (default 480). */
  height?: number;
}
