/**
 * Raw colour values of the design system. Components never use these directly:
 * they use the tokens built from them in system.ts. Chart and map code (which
 * cannot read CSS tokens) uses `channelColor` and the POLYGON_* constants.
 */

/** Difference colours from the spec (reporting.md §9). */
export const DIFF_POSITIVE = '#23D160';
export const DIFF_NEGATIVE = '#FF3860';
/**
 * Darker text variants of the difference colours: #23D160 / #FF3860 on white do
 * not reach WCAG AA 4.5:1 for text, so coloured text uses these (≈5.9:1 and ≈5.6:1).
 * Backgrounds, chart series and indicators keep the spec hex values.
 */
export const DIFF_POSITIVE_TEXT = '#137333';
export const DIFF_NEGATIVE_TEXT = '#C41230';

/** Zone polygon (operations.md): blue with fill opacity 0.2, grey while another is edited. */
export const POLYGON_COLOR = '#3388FF';
export const POLYGON_FILL_OPACITY = 0.2;
export const POLYGON_EDITING_GREY = '#9E9E9E';

/** Brand. */
export const BRAND = {
  50: '#E8F1FB',
  100: '#C6DBF5',
  200: '#9DC1EE',
  300: '#6FA3E5',
  400: '#4589DC',
  500: '#1F6FCF',
  600: '#1759AA',
  700: '#124686',
  800: '#0D3363',
  900: '#082241',
  950: '#05162B',
} as const;

/**
 * Fixed channel (distributor / reseller) colours for the known channel names.
 * Keys are lower-case; lookup is case-insensitive and trims whitespace.
 */
export const KNOWN_CHANNEL_COLORS: Readonly<Record<string, string>> = {
  web: '#3273DC',
  'web aplikacija': '#3273DC',
  android: '#3DDC84',
  ios: '#5A5A5F',
  sms: '#FF9F1C',
  'parking aparat': '#8E44AD',
  'parking aparati': '#8E44AD',
  bmove: '#E5398C',
  paydo: '#00A6A6',
  'mobilna aplikacija': '#2ECC71',
  'mobile app': '#2ECC71',
  blagajna: '#D35400',
  'split app': '#F1C40F',
  nepoznato: '#95A5A6',
  unknown: '#95A5A6',
};

/** 20-colour fallback palette (d3 category20 order) for channels without a fixed colour. */
export const CHANNEL_FALLBACK_PALETTE = [
  '#1F77B4',
  '#AEC7E8',
  '#FF7F0E',
  '#FFBB78',
  '#2CA02C',
  '#98DF8A',
  '#D62728',
  '#FF9896',
  '#9467BD',
  '#C5B0D5',
  '#8C564B',
  '#C49C94',
  '#E377C2',
  '#F7B6D2',
  '#7F7F7F',
  '#C7C7C7',
  '#BCBD22',
  '#DBDB8D',
  '#17BECF',
  '#9EDAE5',
] as const;

/**
 * Colour of a sales channel: the fixed colour of a known name, else the fallback
 * palette entry for its position (wrapping after 20).
 */
export function channelColor(name: string, index: number): string {
  const known = KNOWN_CHANNEL_COLORS[name.trim().toLowerCase()];
  if (known) return known;
  const n = CHANNEL_FALLBACK_PALETTE.length;
  const i = ((Math.trunc(index) % n) + n) % n;
  return CHANNEL_FALLBACK_PALETTE[i] ?? CHANNEL_FALLBACK_PALETTE[0];
}

/** Status colours (system status and incidents). */
export const STATUS_COLORS = {
  ok: '#23D160',
  warning: '#FFDD57',
  critical: '#FF3860',
  pending: '#3273DC',
  unknown: '#9E9E9E',
} as const;

/** Text colours readable on white for the statuses (AA 4.5:1). */
export const STATUS_TEXT_COLORS = {
  ok: '#137333',
  warning: '#7A5C00',
  critical: '#C41230',
  pending: '#1F5BB5',
  unknown: '#595959',
} as const;

export type StatusKind = keyof typeof STATUS_COLORS;

/** System status state (OK, WARNING, CRITICAL, PENDING, other) to a status kind. */
export function statusKind(state: string): StatusKind {
  switch (state.toUpperCase()) {
    case 'OK':
      return 'ok';
    case 'WARNING':
      return 'warning';
    case 'CRITICAL':
      return 'critical';
    case 'PENDING':
      return 'pending';
    default:
      return 'unknown';
  }
}

/** Incident level 1 OK, 2 WARNING, 3 CRITICAL, 4 UNKNOWN (operations.md §3). */
export function incidentLevelKind(level: number): StatusKind {
  switch (level) {
    case 1:
      return 'ok';
    case 2:
      return 'warning';
    case 3:
      return 'critical';
    default:
      return 'unknown';
  }
}
