/**
 * The zone manual (GET /upute-za-zone/): a minimal valid PowerPoint (OOXML) presentation with one
 * title slide and one text slide per step, written as a stored ZIP.
 */
import { buildZip, type ZipEntry } from './zip';
import { escapeXml } from '../core/text';

const NS_P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

function textShape(id: number, name: string, y: number, height: number, size: number, paragraphs: string[]): string {
  const body = paragraphs
    .map((p) => `<a:p><a:r><a:rPr lang="hr-HR" sz="${size}"/><a:t>${escapeXml(p)}</a:t></a:r></a:p>`)
    .join('');
  return (
    `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="${name}"/><p:cNvSpPr txBox="1"/><p:nvPr/></p:nvSpPr>` +
    `<p:spPr><a:xfrm><a:off x="457200" y="${y}"/><a:ext cx="8229600" cy="${height}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></p:spPr>` +
    `<p:txBody><a:bodyPr wrap="square"/><a:lstStyle/>${body}</p:txBody></p:sp>`
  );
}

function slideXml(title: string, lines: string[]): string {
  return (
    `${XML}<p:sld xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"><p:cSld><p:spTree>` +
    `<p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>` +
    textShape(2, 'Naslov', 457200, 1143000, 3200, [title]) +
    (lines.length ? textShape(3, 'Tekst', 1828800, 4114800, 2000, lines) : '') +
    `</p:spTree></p:cSld><p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sld>`
  );
}

const rels = (items: { id: string; type: string; target: string }[]) =>
  `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
  items.map((r) => `<Relationship Id="${r.id}" Type="${REL}/${r.type}" Target="${r.target}"/>`).join('') +
  `</Relationships>`;

export interface Slide {
  title: string;
  lines: string[];
}

export function buildPptx(slides: readonly Slide[]): Uint8Array {
  const slideEntries: ZipEntry[] = slides.flatMap((slide, i) => [
    { name: `ppt/slides/slide${i + 1}.xml`, content: slideXml(slide.title, slide.lines) },
    {
      name: `ppt/slides/_rels/slide${i + 1}.xml.rels`,
      content: rels([{ id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' }]),
    },
  ]);
  const contentTypes =
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/>` +
    `<Override PartName="/ppt/slideMasters/slideMaster1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideMaster+xml"/>` +
    `<Override PartName="/ppt/slideLayouts/slideLayout1.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slideLayout+xml"/>` +
    `<Override PartName="/ppt/theme/theme1.xml" ContentType="application/vnd.openxmlformats-officedocument.theme+xml"/>` +
    slides
      .map(
        (_, i) =>
          `<Override PartName="/ppt/slides/slide${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
      )
      .join('') +
    `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
    `</Types>`;
  const presentation =
    `${XML}<p:presentation xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}">` +
    `<p:sldMasterIdLst><p:sldMasterId id="2147483648" r:id="rId1"/></p:sldMasterIdLst>` +
    `<p:sldIdLst>${slides.map((_, i) => `<p:sldId id="${256 + i}" r:id="rId${i + 3}"/>`).join('')}</p:sldIdLst>` +
    `<p:sldSz cx="9144000" cy="6858000" type="screen4x3"/><p:notesSz cx="6858000" cy="9144000"/></p:presentation>`;
  const presentationRels = rels([
    { id: 'rId1', type: 'slideMaster', target: 'slideMasters/slideMaster1.xml' },
    { id: 'rId2', type: 'theme', target: 'theme/theme1.xml' },
    ...slides.map((_, i) => ({ id: `rId${i + 3}`, type: 'slide', target: `slides/slide${i + 1}.xml` })),
  ]);
  const emptyTree = `<p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/></p:spTree></p:cSld>`;
  const master =
    `${XML}<p:sldMaster xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}">${emptyTree}` +
    `<p:clrMap bg1="lt1" tx1="dk1" bg2="lt2" tx2="dk2" accent1="accent1" accent2="accent2" accent3="accent3" accent4="accent4" accent5="accent5" accent6="accent6" hlink="hlink" folHlink="folHlink"/>` +
    `<p:sldLayoutIdLst><p:sldLayoutId id="2147483649" r:id="rId1"/></p:sldLayoutIdLst></p:sldMaster>`;
  const layout =
    `${XML}<p:sldLayout xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}" type="blank">${emptyTree}` +
    `<p:clrMapOvr><a:masterClrMapping/></p:clrMapOvr></p:sldLayout>`;
  const colour = (name: string, hex: string) => `<a:${name}><a:srgbClr val="${hex}"/></a:${name}>`;
  const font = `<a:latin typeface="Calibri"/><a:ea typeface=""/><a:cs typeface=""/>`;
  const fill = `<a:solidFill><a:schemeClr val="phClr"/></a:solidFill>`;
  const line = `<a:ln w="9525"><a:solidFill><a:schemeClr val="phClr"/></a:solidFill></a:ln>`;
  const theme =
    `${XML}<a:theme xmlns:a="${NS_A}" name="Partner Portal"><a:themeElements><a:clrScheme name="Partner Portal">` +
    colour('dk1', '000000') + colour('lt1', 'FFFFFF') + colour('dk2', '1F2937') + colour('lt2', 'F3F4F6') +
    colour('accent1', '3388FF') + colour('accent2', '23D160') + colour('accent3', 'FF3860') + colour('accent4', 'FFB020') +
    colour('accent5', '7C3AED') + colour('accent6', '0EA5E9') + colour('hlink', '2563EB') + colour('folHlink', '7C3AED') +
    `</a:clrScheme><a:fontScheme name="Partner Portal"><a:majorFont>${font}</a:majorFont><a:minorFont>${font}</a:minorFont></a:fontScheme>` +
    `<a:fmtScheme name="Partner Portal"><a:fillStyleLst>${fill}${fill}${fill}</a:fillStyleLst><a:lnStyleLst>${line}${line}${line}</a:lnStyleLst>` +
    `<a:effectStyleLst><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle><a:effectStyle><a:effectLst/></a:effectStyle></a:effectStyleLst>` +
    `<a:bgFillStyleLst>${fill}${fill}${fill}</a:bgFillStyleLst></a:fmtScheme></a:themeElements></a:theme>`;
  const core =
    `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/">` +
    `<dc:title>${escapeXml(slides[0]?.title ?? '')}</dc:title><dc:creator>Partner Portal</dc:creator></cp:coreProperties>`;
  return buildZip([
    { name: '[Content_Types].xml', content: contentTypes },
    {
      name: '_rels/.rels',
      content:
        `${XML}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="ppt/presentation.xml"/>` +
        `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
        `</Relationships>`,
    },
    { name: 'docProps/core.xml', content: core },
    { name: 'ppt/presentation.xml', content: presentation },
    { name: 'ppt/_rels/presentation.xml.rels', content: presentationRels },
    { name: 'ppt/slideMasters/slideMaster1.xml', content: master },
    {
      name: 'ppt/slideMasters/_rels/slideMaster1.xml.rels',
      content: rels([
        { id: 'rId1', type: 'slideLayout', target: '../slideLayouts/slideLayout1.xml' },
        { id: 'rId2', type: 'theme', target: '../theme/theme1.xml' },
      ]),
    },
    { name: 'ppt/slideLayouts/slideLayout1.xml', content: layout },
    {
      name: 'ppt/slideLayouts/_rels/slideLayout1.xml.rels',
      content: rels([{ id: 'rId1', type: 'slideMaster', target: '../slideMasters/slideMaster1.xml' }]),
    },
    { name: 'ppt/theme/theme1.xml', content: theme },
    ...slideEntries,
  ]);
}

/** The manual's content. */
export const ZONE_MANUAL_SLIDES: readonly Slide[] = [
  { title: 'Upute za uređivanje zona', lines: ['Partner Portal', 'Radna vremena, iznimke i granice zona'] },
  {
    title: 'Radna vremena',
    lines: [
      'Odaberite zone i razdoblje valjanosti.',
      'Za svaki dan unesite vrijeme od i do ili označite da se ne naplaćuje.',
      'Svaka promjena šalje se kao zahtjev na odobrenje.',
    ],
  },
  { title: 'Iznimke', lines: ['Unesite početak, kraj i razlog iznimke (dani bez naplate).'] },
  { title: 'Granice zona', lines: ['Uredite poligone na karti i spremite promjene.', 'Promjena vrijedi nakon odobrenja.'] },
];
