/** The react-pdf parts of the report: totals, frame, table slices, footer, and the document. */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { Style } from '@react-pdf/types';
import { pageLabel, type ReportTotal } from './document';
import { PDF_METRICS as M, type PageBlock, type SliceLayout, type SliceRow } from './pdf-layout';
import { type Prepared, totalTexts } from './pdf-prepare';
import { NEGATIVE, POSITIVE, signColor, styles } from './pdf-styles';

function TotalBox({ total, first, p }: { total: ReportTotal; first: boolean; p: Prepared }) {
  const t = totalTexts(total, p.doc.locale);
  return (
    <View style={first ? styles.totalBox : [styles.totalBox, styles.totalBoxNext]}>
      <Text style={styles.totalLabel}>{total.label}</Text>
      <Text style={styles.totalValue}>{t.primary}</Text>
      {t.compare === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.compare}: {t.compare}
        </Text>
      )}
      {t.difference === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.difference}: <Text style={signColor(t.difference)}>{t.difference}</Text>
        </Text>
      )}
      {t.percentage === undefined ? null : (
        <Text style={styles.totalLine}>
          {p.labels.percentage}: <Text style={signColor(t.percentage)}>{t.percentage}</Text>
        </Text>
      )}
    </View>
  );
}

/** Title, subtitle, period(s) and totals, at the top of the first page. */
function Frame({ p }: { p: Prepared }) {
  const { doc, labels } = p;
  return (
    <>
      <Text style={styles.title}>{doc.title}</Text>
      {doc.subtitle ? <Text style={styles.subtitle}>{doc.subtitle}</Text> : null}
      <View style={styles.periods}>
        <Text>
          <Text style={styles.bold}>{labels.period}: </Text>
          {doc.period}
        </Text>
        {doc.comparePeriod ? (
          <Text>
            <Text style={styles.bold}>{labels.comparePeriod}: </Text>
            {doc.comparePeriod}
          </Text>
        ) : null}
      </View>
      {doc.totals.length > 0 ? (
        <View style={styles.totals} wrap={false}>
          {doc.totals.map((total, i) => (
            <TotalBox key={i} total={total} first={i === 0} p={p} />
          ))}
        </View>
      ) : null}
    </>
  );
}

/** Flat style objects per column of a slice, made once per slice rather than once per cell. */
interface CellStyles {
  plain: Style;
  positive: Style;
  negative: Style;
}

const cellStylesCache = new WeakMap<SliceLayout, CellStyles[]>();

function cellStyles(slice: SliceLayout): CellStyles[] {
  let cached = cellStylesCache.get(slice);
  if (!cached) {
    cached = slice.widths.map((width, k) => {
      const plain: Style = {
        ...styles.cell,
        width,
        ...(slice.numeric[k] ? { textAlign: 'right' } : {}),
      };
      return { plain, positive: { ...plain, ...POSITIVE }, negative: { ...plain, ...NEGATIVE } };
    });
    cellStylesCache.set(slice, cached);
  }
  return cached;
}

function Cells({ slice, row }: { slice: SliceLayout; row: SliceRow }) {
  const columnStyles = cellStyles(slice);
  return row.cells.map((text, k) => {
    const variants = columnStyles[k] as CellStyles;
    let style = variants.plain;
    if (slice.signed[k]) {
      if (text.startsWith('+')) style = variants.positive;
      else if (text.startsWith('-')) style = variants.negative;
    }
    if (k === 0 && row.level > 0)
      style = { ...style, paddingLeft: M.cellPadX + M.indent * row.level };
    return (
      <Text key={k} style={style}>
        {text}
      </Text>
    );
  });
}

/** The group row (if any) and the header row; `fixed`, so a page break inside the block repeats them. */
function HeaderRows({ slice }: { slice: SliceLayout }) {
  return (
    <View style={styles.headerRows} fixed>
      {slice.groups.length > 0 ? (
        <View style={styles.headerRow}>
          {slice.groups.map((g, i) =>
            g.label === undefined ? (
              <View key={i} style={{ width: g.width }} />
            ) : (
              <Text key={i} style={[styles.groupCell, { width: g.width - 2 * M.groupInset }]}>
                {g.label}
              </Text>
            ),
          )}
        </View>
      ) : null}
      <View style={styles.headerRow}>
        {slice.headers.map((header, k) => (
          <Text
            key={k}
            style={[
              styles.headerCell,
              { width: slice.widths[k] ?? 0 },
              slice.numeric[k] ? { textAlign: 'right' } : {},
            ]}
          >
            {header}
          </Text>
        ))}
      </View>
    </View>
  );
}

function Block({ block, p }: { block: PageBlock; p: Prepared }) {
  const slice = p.slices[block.slice] as SliceLayout;
  const rows = slice.rows.slice(block.from, block.to);
  return (
    <View style={block.title ? styles.table : undefined}>
      {block.title ? <Text style={styles.tableTitle}>{slice.title}</Text> : null}
      <HeaderRows slice={slice} />
      {block.title && slice.rows.length === 0 ? (
        <Text style={styles.empty}>{p.labels.empty}</Text>
      ) : null}
      {rows.map((row, r) => (
        <View key={block.from + r} style={row.strong ? styles.strongRow : styles.row} wrap={false}>
          <Cells slice={slice} row={row} />
        </View>
      ))}
      {block.footer && slice.footer ? (
        <View style={styles.footerRow} wrap={false}>
          <Cells slice={slice} row={slice.footer} />
        </View>
      ) : null}
    </View>
  );
}

function PageFooter({ p, page, pages }: { p: Prepared; page?: number; pages?: number }) {
  const { doc, labels } = p;
  return (
    <View style={styles.footer} fixed>
      <Text>
        {doc.title} · {labels.generatedAt}: {doc.generatedAt}
      </Text>
      {page !== undefined && pages !== undefined ? (
        <Text>{pageLabel(labels.page, page, pages)}</Text>
      ) : (
        <Text
          render={({ pageNumber, totalPages }) => pageLabel(labels.page, pageNumber, totalPages)}
        />
      )}
    </View>
  );
}

/**
 * The report as a react-pdf Document: one <Page> per planned page. With `staticNumbers` the footer
 * prints the planned numbers; without, react-pdf numbers the pages it produced (slower).
 */
export function reportPdfElement(
  p: Prepared,
  plan: PageBlock[][],
  fontFamily: string[],
  staticNumbers: boolean,
) {
  const pageStyle = [styles.page, { fontFamily }];
  const { doc } = p;
  return (
    <Document
      title={doc.title}
      subject={doc.subtitle}
      language={doc.locale}
      creator="Partner portal"
      producer="Partner portal"
    >
      {plan.map((blocks, i) => (
        <Page key={i} size="A4" orientation="landscape" style={pageStyle}>
          {staticNumbers ? (
            <PageFooter p={p} page={i + 1} pages={plan.length} />
          ) : (
            <PageFooter p={p} />
          )}
          {i === 0 ? <Frame p={p} /> : null}
          {blocks.map((block, b) => (
            <Block key={b} block={block} p={p} />
          ))}
        </Page>
      ))}
    </Document>
  );
}
