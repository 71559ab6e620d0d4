/**
 * PolygonEditor's Leaflet side (operations.md §2, §4, §9): the editor's state and what it does,
 * the zone's read-only fields, the map with the zone's polygons (the one being edited in the zone's
 * style, every other greyed), the warnings of the checks and the actions save, save and close,
 * close and reset, each confirmed. The search, the edit tools and polygon list, and the
 * confirmations are drawn beside it (editor-search, editor-controls, editor-confirm).
 */
import { Button, Field, Flex, Input, SimpleGrid, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useMemo, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { CircleMarker, Polygon, Tooltip } from 'react-leaflet';
import { AlertMessages } from '../components/AlertMessages';
import { saveBlob } from '../components/save-blob';
import { editorReducer, initialEditorState } from './editorModel';
import { DrawPolygon, EditablePolygon } from './editable-layers';
import { EditorConfirmDialog, type Confirm } from './editor-confirm';
import { EditorStatus, EditorToolbar, PolygonList, type ImportNotice } from './editor-controls';
import { GeoSearchPanel, useGeoSearch } from './editor-search';
import { importGeoJsonFile } from './geojson-import';
import { defaultPolygon, polygonWarnings, toFeatureCollection, zoneColor } from './geometry';
import { BaseMap, boundsOf, LayerSwitch, Legend, toLeafletPolygons, toLeafletRings } from './map-parts';
import type { PolygonEditorProps } from './mapProps';
import { useMapTranslation } from './map-texts';
import { APPROVED, APPROVED_COLOR, BOUNDARY, BOUNDARY_COLOR, GREYED, KINK_COLOR, neighbourStyle, PENDING, PENDING_COLOR, zoneStyle } from './styles';
import { DEFAULT_CENTER, DEFAULT_ZOOM, type BaseLayer, type LatLng, type ZonePolygons } from './types';

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
  const { t } = useMapTranslation();
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
  const [notice, setNotice] = useState<ImportNotice | null>(null);
  // Only the latest import may touch the editor (an earlier, slower read is dropped).
  const importRun = useRef(0);
  // The view fits the borders as loaded; later it moves only with the search.
  const [firstView] = useState(() => boundsOf(start.polygons, pending ?? [], approved ?? [], ...otherZones.map((z) => z.polygons)));
  const [view, setView] = useState(firstView);
  const geo = useGeoSearch(services.geocoderUrl, setView);
  const { selected } = geo;

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
  const zone = { cityCode, zoneCode, zoneName, color };

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

      <GeoSearchPanel geo={geo} />

      <Flex justify="space-between" align="start" gap="3" wrap="wrap">
        <LayerSwitch value={layer} onChange={setLayer} />
        {legend.length ? <Legend entries={[{ key: approved ? 'editing' : 'current', color: colour }, ...legend]} /> : null}
      </Flex>

      <EditorToolbar state={state} dispatch={dispatch} readOnly={readOnly} onDownload={download} onImport={(e) => void onImport(e)} />

      <EditorStatus state={state} readOnly={readOnly} isDefault={start.isDefault} notice={notice} />

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

      <PolygonList state={state} dispatch={dispatch} readOnly={readOnly} onRemove={(index) => setConfirm({ kind: 'remove', index })} />

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

      <EditorConfirmDialog confirm={confirm} open={confirmOpen} onOpenChange={setConfirmOpen} warnings={warningList} onConfirm={onConfirmed} />
    </Stack>
  );
}
