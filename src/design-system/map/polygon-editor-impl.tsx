/**
 * PolygonEditor's Leaflet side (operations.md §2, §4, §9): the zone's read-only fields, search
 * (places and city boundaries), the layer switch, the map with the zone's polygons (the one being
 * edited in the zone's style, every other greyed), the polygon list (edit, remove), the edit
 * tools (finish, cancel, undo, redo), download and import of .geojson, the warnings of the checks
 * and the actions save, save and close, close and reset, each confirmed.
 */
import { Alert, Box, Button, chakra, Field, Flex, HStack, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { CircleMarker, Polygon, Tooltip } from 'react-leaflet';
import { ChoiceButtons } from '../components/ChoiceButtons';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { canRedo, canUndo, editorReducer, initialEditorState } from './editorModel';
import { DrawPolygon, EditablePolygon } from './editable-layers';
import { GeocoderError, searchGeocoder, type GeoResult, type SearchKind } from './geocoder';
import { importGeoJsonFile, type ImportProblem } from './geojson-import';
import { defaultPolygon, markerCount, polygonWarnings, toFeatureCollection, zoneColor } from './geometry';
import { BaseMap, boundsOf, LayerSwitch, Legend, toLeafletPolygons, toLeafletRings } from './map-parts';
import type { PolygonEditorProps } from './mapProps';
import { useMapTranslation } from './map-texts';
import { APPROVED, APPROVED_COLOR, BOUNDARY, BOUNDARY_COLOR, GREYED, KINK_COLOR, neighbourStyle, PENDING, PENDING_COLOR, zoneStyle } from './styles';
import { DEFAULT_CENTER, DEFAULT_ZOOM, MAX_MARKERS, type BaseLayer, type LatLng, type ZonePolygons } from './types';
import { AlertMessages } from '../components/AlertMessages';
import { useFormat } from '../format/useFormat';
import { saveBlob } from '../components/save-blob';

type Confirm = { kind: 'save' } | { kind: 'saveAndClose' } | { kind: 'close' } | { kind: 'reset' } | { kind: 'remove'; index: number };

type SearchState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'loading'; kind: SearchKind }
  | { status: 'failed' }
  | { status: 'done'; kind: SearchKind; query: string; results: GeoResult[]; selected: string | null };

function startingPolygons(polygons: ZonePolygons | null, center: LatLng): { polygons: ZonePolygons; isDefault: boolean } {
  return polygons && polygons.length > 0 ? { polygons, isDefault: false } : { polygons: [defaultPolygon(center)], isDefault: true };
}

export function PolygonEditorImpl({
  services,
  cityCode,
  zoneCode,
  zoneName,
  color,
  polygons: loadedPolygons,
  pending = null,
  approved = null,
  otherZones = [],
  center = DEFAULT_CENTER,
  readOnly = false,
  onSubmit,
  onClose,
  onReset,
  onDirtyChange,
  draft = null,
  onChange,
  height = 480,
}: PolygonEditorProps) {
  const { t, i18n } = useMapTranslation();
  const format = useFormat();
  // The borders as first loaded: what Reset restores, even after a save reloads the zone.
  const [start] = useState(() => startingPolygons(loadedPolygons, center));
  const [state, dispatch] = useReducer(editorReducer, draft && draft.length > 0 ? draft : start.polygons, initialEditorState);
  const [layer, setLayer] = useState<BaseLayer>('street');
  // The dialog keeps its last texts while it closes.
  const [confirm, setConfirmState] = useState<Confirm | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const setConfirm = (next: Confirm) => {
    setConfirmState(next);
    setConfirmOpen(true);
  };
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'imported'; file: string } | { kind: 'importFailed'; problem: ImportProblem } | null>(
    null,
  );
  // Only the latest import may touch the editor (an earlier, slower read is dropped).
  const importRun = useRef(0);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const fileInput = useRef<HTMLInputElement>(null);
  const searchAbort = useRef<AbortController | null>(null);
  // The view fits the borders as loaded; later it moves only with the search.
  const [firstView] = useState(() => boundsOf(start.polygons, pending ?? [], approved ?? [], ...otherZones.map((z) => z.polygons)));
  const [view, setView] = useState(firstView);

  const colour = zoneColor(color);
  const { mode } = state;
  const editingIndex = mode.kind === 'editing' ? mode.index : null;
  const busy = mode.kind !== 'idle';
  // Unsent changes: the borders differ from the last ones sent (or loaded), or a shape is in hand.
  const [sent, setSent] = useState(start.polygons);
  const dirty = !readOnly && (busy || (state.polygons !== sent && JSON.stringify(state.polygons) !== JSON.stringify(sent)));
  const dirtyListener = useRef(onDirtyChange);
  dirtyListener.current = onDirtyChange;
  useEffect(() => {
    dirtyListener.current?.(dirty);
  }, [dirty]);
  const changeListener = useRef(onChange);
  changeListener.current = onChange;
  useEffect(() => {
    changeListener.current?.(dirty ? state.polygons : null);
  }, [dirty, state.polygons]);
  const close = () => {
    dirtyListener.current?.(false);
    onClose?.();
  };
  const warnings = useMemo(() => polygonWarnings(state.polygons, otherZones), [state.polygons, otherZones]);
  const selected = search.status === 'done' ? (search.results.find((r) => r.id === search.selected) ?? null) : null;
  // The licence of the data shown: the chosen result's, else the first listed result's.
  const licence = selected?.licence ?? (search.status === 'done' ? (search.results.find((r) => r.licence)?.licence ?? null) : null);
  const zone = { cityCode, zoneCode, zoneName, color };

  const runSearch = async (kind: SearchKind) => {
    if (query.trim() === '') {
      setSearch({ status: 'invalid' });
      return;
    }
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearch({ status: 'loading', kind });
    try {
      const results = await searchGeocoder(services.geocoderUrl, query, kind, i18n.language, controller.signal);
      const first = results[0] ?? null;
      setSearch({ status: 'done', kind, query: query.trim(), results, selected: first?.id ?? null });
      if (first) setView(first.boundary ? boundsOf(first.boundary) : first.bounds);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof GeocoderError || error instanceof Error) setSearch({ status: 'failed' });
    }
  };

  const select = (result: GeoResult) => {
    if (search.status !== 'done') return;
    setSearch({ ...search, selected: result.id });
    setView(result.boundary ? boundsOf(result.boundary) : result.bounds);
  };

  const onSearchSubmit = (event: FormEvent) => {
    event.preventDefault();
    void runSearch('place');
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const run = ++importRun.current;
    // Checked and built completely first (never throws); the borders change only on success, in one render.
    const result = await importGeoJsonFile(file);
    if (run !== importRun.current) return;
    if (!result.ok) {
      setNotice({ kind: 'importFailed', problem: result.problem });
      return;
    }
    dispatch({ type: 'replace', polygons: result.polygons });
    setView(result.bounds);
    setNotice({ kind: 'imported', file: file.name });
  };

  const download = () => {
    const text = JSON.stringify(toFeatureCollection(state.polygons, zone), null, 2);
    saveBlob(new Blob([text], { type: 'application/geo+json' }), `${cityCode}-${zoneCode}.geojson`);
  };

  const submit = async (andClose: boolean) => {
    setSubmitting(true);
    try {
      const polygons = state.polygons;
      await onSubmit(toFeatureCollection(polygons, zone));
      setSent(polygons);
      if (andClose) close();
    } catch {
      // The caller reports the failure (the spec's toast); every change stays as it is.
    } finally {
      setSubmitting(false);
    }
  };

  const onConfirmed = async () => {
    if (!confirm) return;
    switch (confirm.kind) {
      case 'save':
        return submit(false);
      case 'saveAndClose':
        return submit(true);
      case 'close':
        close();
        return;
      case 'reset':
        dispatch({ type: 'reset', polygons: start.polygons });
        setNotice(null);
        setView(firstView);
        onReset?.();
        return;
      case 'remove':
        dispatch({ type: 'remove', index: confirm.index });
        return;
    }
  };

  const importProblem = (problem: ImportProblem): string => {
    switch (problem.kind) {
      case 'badRing':
        return t('import.badRing', { n: problem.polygon });
      case 'tooManyMarkers':
        return t('import.tooManyMarkers', { n: problem.polygon, markers: format.count(problem.markers), max: format.count(MAX_MARKERS) });
      case 'tooLarge':
        return t('import.tooLarge', { max: format.count(problem.maxMegabytes) });
      case 'tooManyPolygons':
      case 'tooManyPositions':
        return t(`import.${problem.kind}`, { max: format.count(problem.max) });
      case 'notJson':
      case 'noPolygon':
      case 'unreadable':
      case 'invalid':
        return t(`import.${problem.kind}`);
    }
  };

  const confirmTexts = (c: Confirm) => {
    switch (c.kind) {
      case 'save':
      case 'saveAndClose':
        return { title: t('confirm.saveTitle'), body: t('confirm.saveBody'), confirm: t('confirm.save'), cancel: t('confirm.cancel'), destructive: false };
      case 'close':
        return { title: t('confirm.closeTitle'), body: t('confirm.closeBody'), confirm: t('confirm.yes'), cancel: t('confirm.no'), destructive: false };
      case 'reset':
        return { title: t('confirm.resetTitle'), body: t('confirm.resetBody'), confirm: t('confirm.reset'), cancel: t('confirm.cancel'), destructive: true };
      case 'remove':
        return {
          title: t('confirm.removeTitle', { n: c.index + 1 }),
          body: t('confirm.removeBody'),
          confirm: t('confirm.remove'),
          cancel: t('confirm.cancel'),
          destructive: true,
        };
    }
  };
  const dialog = confirm ? confirmTexts(confirm) : null;
  const warningList = warnings.map((w) =>
    w.kind === 'selfIntersection' ? t('warnings.selfIntersection', { n: w.polygon, count: w.points.length }) : t('warnings.overlap', { n: w.polygon, zone: w.zone }),
  );

  const legend = [
    ...(pending ? [{ key: 'pending' as const, color: PENDING_COLOR }] : []),
    ...(approved ? [{ key: 'approved' as const, color: APPROVED_COLOR }] : []),
    ...(otherZones.length ? [{ key: 'other' as const, color: '#9E9E9E' }] : []),
    ...(selected?.boundary ? [{ key: 'boundary' as const, color: BOUNDARY_COLOR }] : []),
  ];

  return (
    <Stack gap="4" data-testid="polygon-editor">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
        {(
          [
            ['cityCode', cityCode],
            ['zoneCode', zoneCode],
            ['zoneName', zoneName],
          ] as const
        ).map(([key, value]) => (
          <Field.Root key={key} readOnly>
            <Field.Label>{t(`fields.${key}`)}</Field.Label>
            <Input value={value} readOnly size="sm" />
          </Field.Root>
        ))}
      </SimpleGrid>

      <Stack gap="2">
        <form onSubmit={onSearchSubmit} role="search" aria-label={t('search.label')}>
          <Flex gap="2" align="end" wrap="wrap">
            <Field.Root invalid={search.status === 'invalid'} flex="1" minW="60">
              <Field.Label>{t('search.label')}</Field.Label>
              <Input value={query} onChange={(e) => setQuery(e.target.value)} size="sm" />
              {search.status === 'invalid' ? <Field.ErrorText>{t('search.emptyQuery')}</Field.ErrorText> : null}
            </Field.Root>
            <Button type="submit" size="sm" loading={search.status === 'loading' && search.kind === 'place'}>
              {t('search.place')}
            </Button>
            <Button type="button" size="sm" variant="outline" loading={search.status === 'loading' && search.kind === 'boundary'} onClick={() => void runSearch('boundary')}>
              {t('search.boundary')}
            </Button>
          </Flex>
        </form>
        {search.status === 'failed' ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Title>{t('search.failed')}</Alert.Title>
          </Alert.Root>
        ) : null}
        {search.status === 'done' && search.results.length === 0 ? (
          <Text role="status" fontSize="sm">
            {t('search.none', { query: search.query })}
          </Text>
        ) : null}
        {search.status === 'done' && search.results.length > 0 ? (
          <HStack align="start" gap="2" wrap="wrap">
            <ChoiceButtons
              label={t('search.results')}
              size="xs"
              options={search.results.map((result) => ({ value: result.id, label: result.name, title: result.label }))}
              value={search.selected}
              onChange={(id) => {
                const result = search.results.find((r) => r.id === id);
                if (result) select(result);
              }}
            />
            {search.selected ? (
              <Button size="xs" variant="ghost" onClick={() => setSearch({ ...search, selected: null })}>
                {t('search.clear')}
              </Button>
            ) : null}
            {licence ? (
              // The service's own words, shown as text (never as HTML), as its terms ask.
              <Text fontSize="xs" color="fg.muted" w="full" data-testid="search-licence">
                {licence}
              </Text>
            ) : null}
            {search.kind === 'boundary' && selected && !selected.boundary ? (
              <Text fontSize="sm" role="status">
                {t('search.noBoundary', { name: selected.name })}
              </Text>
            ) : null}
          </HStack>
        ) : null}
      </Stack>

      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <LayerSwitch value={layer} onChange={setLayer} />
        {legend.length ? <Legend entries={[{ key: approved ? 'editing' : 'current', color: colour }, ...legend]} /> : null}
      </Flex>

      <Wrap role="toolbar" aria-label={t('toolbar.label')} gap="2">
        {mode.kind === 'editing' ? (
          <>
            <Button size="sm" onClick={() => dispatch({ type: 'finish' })}>
              {t('toolbar.finish')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
              {t('toolbar.cancelEdit')}
            </Button>
            <Button size="sm" variant="outline" disabled={!canUndo(state)} onClick={() => dispatch({ type: 'undo' })}>
              {t('toolbar.undo')}
            </Button>
            <Button size="sm" variant="outline" disabled={!canRedo(state)} onClick={() => dispatch({ type: 'redo' })}>
              {t('toolbar.redo')}
            </Button>
          </>
        ) : mode.kind === 'drawing' ? (
          <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'cancel' })}>
            {t('toolbar.cancelEdit')}
          </Button>
        ) : (
          <>
            {!readOnly ? (
              <Button size="sm" variant="outline" onClick={() => dispatch({ type: 'draw' })}>
                {t('toolbar.draw')}
              </Button>
            ) : null}
            <Button size="sm" variant="outline" onClick={download}>
              {t('toolbar.download')}
            </Button>
            {!readOnly ? (
              <>
                <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
                  {t('toolbar.import')}
                </Button>
                <input
                  ref={fileInput}
                  type="file"
                  accept=".geojson,.json,application/geo+json,application/json"
                  hidden
                  aria-label={t('toolbar.import')}
                  data-testid="geojson-input"
                  onChange={(e) => void onImport(e)}
                />
              </>
            ) : null}
          </>
        )}
      </Wrap>

      <Box role="status" aria-live="polite" fontSize="sm">
        {mode.kind === 'editing' ? (
          <Text>
            {t('status.editing', { n: mode.index + 1 })} {t('status.markers', { number: markerCount(state.polygons[mode.index] ?? []), max: MAX_MARKERS })}
          </Text>
        ) : mode.kind === 'drawing' ? (
          <Text>{t('status.drawing', { max: MAX_MARKERS })}</Text>
        ) : readOnly ? (
          <Text>{t('status.readOnly')}</Text>
        ) : start.isDefault && state.polygons === state.loaded ? (
          <Text>{t('status.defaultPolygon')}</Text>
        ) : notice?.kind === 'imported' ? (
          <Text>{t('status.imported', { file: notice.file })}</Text>
        ) : (
          <Text>{t('status.idle')}</Text>
        )}
        {state.refused === 'markerLimit' ? (
          <Text color="fg.error" fontWeight="semibold">
            {t('status.markerLimit', { max: MAX_MARKERS })}
          </Text>
        ) : null}
      </Box>
      {notice?.kind === 'importFailed' ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{importProblem(notice.problem)}</Alert.Title>
        </Alert.Root>
      ) : null}

      <BaseMap services={services} layer={layer} label={t('zone', { name: zoneName })} center={center} zoom={DEFAULT_ZOOM} bounds={view} height={height}>
        {otherZones.map((other) => (
          <Polygon
            key={`other-${other.id}`}
            positions={toLeafletPolygons(other.polygons)}
            pathOptions={busy ? GREYED : neighbourStyle(zoneColor(other.color))}
            interactive={false}
          >
            <Tooltip sticky>{other.name}</Tooltip>
          </Polygon>
        ))}
        {pending ? <Polygon positions={toLeafletPolygons(pending)} pathOptions={PENDING} interactive={false} /> : null}
        {approved ? <Polygon positions={toLeafletPolygons(approved)} pathOptions={APPROVED} interactive={false} /> : null}
        {state.polygons.map((rings, index) =>
          index === editingIndex ? null : (
            <Polygon
              key={`own-${index}-${JSON.stringify(rings)}`}
              positions={toLeafletRings(rings)}
              pathOptions={busy ? GREYED : zoneStyle(colour)}
              interactive={!busy && !readOnly}
              eventHandlers={{ click: () => !readOnly && dispatch({ type: 'edit', index }) }}
            />
          ),
        )}
        {mode.kind === 'editing' ? (
          <EditablePolygon
            key={`edit-${mode.index}`}
            rings={state.polygons[mode.index]!}
            color={colour}
            onChange={(rings) => dispatch({ type: 'change', rings })}
          />
        ) : null}
        {mode.kind === 'drawing' ? (
          <DrawPolygon color={colour} onDrawn={(rings) => dispatch({ type: 'drawn', rings })} onStop={() => dispatch({ type: 'cancel' })} />
        ) : null}
        {warnings.flatMap((w) =>
          w.kind === 'selfIntersection'
            ? w.points.map(([lng, lat], i) => (
                <CircleMarker
                  key={`kink-${w.polygon}-${i}`}
                  center={[lat, lng]}
                  radius={6}
                  pathOptions={{ color: KINK_COLOR, fillColor: KINK_COLOR, fillOpacity: 0.9, weight: 2 }}
                  interactive={false}
                />
              ))
            : [],
        )}
        {selected?.boundary ? <Polygon positions={toLeafletPolygons(selected.boundary)} pathOptions={BOUNDARY} interactive={false} /> : null}
        {selected && !selected.boundary ? (
          <CircleMarker center={selected.center} radius={8} pathOptions={{ color: BOUNDARY_COLOR, fillColor: '#FFFFFF', fillOpacity: 1, weight: 3 }} interactive={false}>
            <Tooltip permanent direction="top" offset={[0, -8]}>
              {selected.name}
            </Tooltip>
          </CircleMarker>
        ) : null}
      </BaseMap>

      <Stack gap="2">
        <Text as="h3" fontWeight="semibold" fontSize="sm" id="zone-polygons-label">
          {t('polygons.label')}
        </Text>
        {state.polygons.length === 0 ? (
          <Text fontSize="sm">{t('polygons.none')}</Text>
        ) : (
          <chakra.ul aria-labelledby="zone-polygons-label" listStyleType="none" gap="1">
            {state.polygons.map((rings, index) => (
              <chakra.li key={index}>
                <HStack gap="3">
                  <Text fontSize="sm" minW="40" fontWeight={index === editingIndex ? 'bold' : 'normal'}>
                    {t('polygons.item', { n: index + 1 })} · {t('polygons.markers', { number: markerCount(rings) })}
                  </Text>
                  {!readOnly ? (
                    <>
                      <Button size="xs" variant="outline" disabled={busy} aria-label={t('polygons.editLabel', { n: index + 1 })} onClick={() => dispatch({ type: 'edit', index })}>
                        {t('polygons.edit')}
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        disabled={busy}
                        aria-label={t('polygons.removeLabel', { n: index + 1 })}
                        onClick={() => setConfirm({ kind: 'remove', index })}
                      >
                        {t('polygons.remove')}
                      </Button>
                    </>
                  ) : null}
                </HStack>
              </chakra.li>
            ))}
          </chakra.ul>
        )}
      </Stack>

      {warningList.length ? (
        <AlertMessages status="warning" title={t('warnings.title')} messages={warningList} testId="polygon-warnings" />
      ) : null}

      <Stack gap="1">
        {busy && !readOnly ? (
          <Text fontSize="sm" color="fg.muted">
            {t('status.finishFirst')}
          </Text>
        ) : null}
        <Wrap role="group" aria-label={t('actions.label')} gap="2">
          {!readOnly ? (
            <>
              <Button size="sm" disabled={busy || submitting} loading={submitting} onClick={() => setConfirm({ kind: 'save' })}>
                {t('actions.save')}
              </Button>
              <Button size="sm" disabled={busy || submitting} onClick={() => setConfirm({ kind: 'saveAndClose' })}>
                {t('actions.saveAndClose')}
              </Button>
            </>
          ) : null}
          <Button size="sm" variant="outline" disabled={submitting} onClick={() => setConfirm({ kind: 'close' })}>
            {t('actions.close')}
          </Button>
          {!readOnly ? (
            <Button size="sm" variant="outline" colorPalette="red" disabled={submitting} onClick={() => setConfirm({ kind: 'reset' })}>
              {t('actions.reset')}
            </Button>
          ) : null}
        </Wrap>
      </Stack>

      <ConfirmDialog
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={dialog?.title ?? ''}
        body={
          dialog ? (
            <Stack gap="2">
              <Text>{dialog.body}</Text>
              {(confirm?.kind === 'save' || confirm?.kind === 'saveAndClose') && warningList.length ? (
                <AlertMessages status="warning" size="sm" title={t('warnings.title')} messages={warningList} />
              ) : null}
            </Stack>
          ) : null
        }
        confirmLabel={dialog?.confirm}
        cancelLabel={dialog?.cancel}
        destructive={dialog?.destructive}
        onConfirm={onConfirmed}
      />
    </Stack>
  );
}
