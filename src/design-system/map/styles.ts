/** How the maps draw polygons (operations.md §9), as Leaflet path options. */
import type { PathOptions } from 'leaflet';
import { POLYGON_COLOR, POLYGON_EDITING_GREY, POLYGON_FILL_OPACITY } from '../theme/colors';

/** A zone's polygon: its colour (default #3388FF) with fill opacity 0.2. */
export function zoneStyle(color: string = POLYGON_COLOR): PathOptions {
  return { color, weight: 2, opacity: 1, fillColor: color, fillOpacity: POLYGON_FILL_OPACITY };
}

/** Every polygon but the one being edited: grey #9E9E9E, opacity 0.5, dash 4 4. */
export const GREYED: PathOptions = {
  color: POLYGON_EDITING_GREY,
  weight: 2,
  opacity: 0.5,
  dashArray: '4 4',
  fillColor: POLYGON_EDITING_GREY,
  fillOpacity: 0.1,
};

/** The provider's other zones around the edited one, while nothing is edited. */
export function neighbourStyle(color: string): PathOptions {
  return { color, weight: 1, opacity: 0.7, dashArray: '4 4', fillColor: color, fillOpacity: 0.08 };
}

/** A pending change outlined over the current borders: dark orange, dashed, no fill. */
export const PENDING_COLOR = '#C2410C';
export const PENDING: PathOptions = { color: PENDING_COLOR, weight: 3, opacity: 1, dashArray: '8 6', fill: false };

/** The approved borders beside a pending proposal being edited: dark grey, dash-dot, no fill. */
export const APPROVED_COLOR = '#4B5563';
export const APPROVED: PathOptions = { color: APPROVED_COLOR, weight: 3, opacity: 1, dashArray: '10 4 2 4', fill: false };

/** A city boundary found by the search: purple, dotted, no fill. */
export const BOUNDARY_COLOR = '#7B1FA2';
export const BOUNDARY: PathOptions = { color: BOUNDARY_COLOR, weight: 2, opacity: 0.9, dashArray: '2 6', fill: false };

/** A ring crossing itself: a red dot at each crossing. */
export const KINK_COLOR = '#C41230';
