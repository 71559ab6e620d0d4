/** The report's colours and react-pdf styles. */
import { StyleSheet } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { BRAND, DIFF_NEGATIVE_TEXT, DIFF_POSITIVE_TEXT } from '../../../design-system/theme/colors';
import { PDF_MARGIN, PDF_METRICS as M, PDF_PADDING_BOTTOM, PDF_FOOTER_HEIGHT } from './pdf-layout';
import { FONT_FEATURES } from './pdf-fonts';

const INK = '#1A202C';
const MUTED = '#4A5568';
const RULE = '#CBD5E1';
const HAIRLINE = '#E2E8F0';
const HEADER_BG = '#EDF2F7';
const STRONG_BG = '#F7FAFC';

export const styles = StyleSheet.create({
  page: {
    paddingTop: PDF_MARGIN,
    paddingHorizontal: PDF_MARGIN,
    paddingBottom: PDF_PADDING_BOTTOM,
    fontSize: M.bodySize,
    color: INK,
    fontFeatureSettings: FONT_FEATURES,
  },
  title: { fontSize: M.titleSize, fontWeight: 700, color: BRAND[700] },
  subtitle: { fontSize: M.subtitleSize, color: MUTED, marginTop: M.subtitleGap },
  periods: { marginTop: M.periodsGap, fontSize: M.periodSize },
  bold: { fontWeight: 700 },
  totals: { flexDirection: 'row', marginTop: M.totalsGapTop, marginBottom: M.totalsGapBottom },
  totalBox: {
    flexGrow: 1,
    flexBasis: 0,
    borderWidth: M.totalBoxRule,
    borderColor: RULE,
    borderRadius: 3,
    padding: M.totalBoxPad,
  },
  totalBoxNext: { marginLeft: M.totalBoxGap },
  totalLabel: { fontSize: M.totalLabelSize, fontWeight: 700, color: MUTED },
  totalValue: { fontSize: M.totalValueSize, fontWeight: 700, marginTop: M.totalValueGap },
  totalLine: { fontSize: M.totalLineSize, marginTop: M.totalLineGap, color: MUTED },
  table: { marginTop: M.tableGap },
  tableTitle: { fontSize: M.tableTitleSize, fontWeight: 700, marginBottom: M.tableTitleGap },
  headerRows: {
    backgroundColor: HEADER_BG,
    borderBottomWidth: M.headerRule,
    borderBottomColor: RULE,
  },
  headerRow: { flexDirection: 'row' },
  groupCell: {
    fontWeight: 700,
    textAlign: 'center',
    paddingHorizontal: M.cellPadX,
    paddingTop: M.groupPadTop,
    paddingBottom: M.groupPadBottom,
    borderBottomWidth: M.groupRule,
    borderBottomColor: RULE,
    marginHorizontal: M.groupInset,
  },
  headerCell: {
    fontWeight: 700,
    fontSize: M.headerSize,
    paddingHorizontal: M.cellPadX,
    paddingVertical: M.headerPadY,
  },
  row: { flexDirection: 'row', borderBottomWidth: M.rowRule, borderBottomColor: HAIRLINE },
  strongRow: {
    flexDirection: 'row',
    borderBottomWidth: M.rowRule,
    borderBottomColor: HAIRLINE,
    backgroundColor: STRONG_BG,
    fontWeight: 700,
  },
  footerRow: {
    flexDirection: 'row',
    borderTopWidth: M.footerRule,
    borderTopColor: INK,
    fontWeight: 700,
  },
  cell: { paddingHorizontal: M.cellPadX, paddingVertical: M.cellPadY },
  empty: { color: MUTED, paddingVertical: M.emptyPadY },
  footer: {
    position: 'absolute',
    left: PDF_MARGIN,
    right: PDF_MARGIN,
    bottom: PDF_MARGIN,
    height: PDF_FOOTER_HEIGHT,
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'flex-end',
    fontSize: M.footerSize,
    color: MUTED,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 2,
  },
});

export const POSITIVE: Style = { color: DIFF_POSITIVE_TEXT };
export const NEGATIVE: Style = { color: DIFF_NEGATIVE_TEXT };

/** The printed sign decides the colour, so colour and text always agree ('0' stays neutral). */
export function signColor(text: string): Style | undefined {
  if (text.startsWith('+')) return POSITIVE;
  if (text.startsWith('-')) return NEGATIVE;
  return undefined;
}
