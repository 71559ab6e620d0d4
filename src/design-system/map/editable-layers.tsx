/**
 * The leaflet-draw side of the editor, inside the map: the polygon being edited (its vertex
 * markers draggable, and movable by keyboard), and the drawing of a new polygon. Both report
 * shapes as GeoJSON rings and take their shape back from the editor's state (undo, redo).
 */
import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import 'leaflet-draw';
import 'leaflet-draw/dist/leaflet.draw.css';
import type { TFunction } from 'i18next';
import type { DrawEvents, DrawMap, DrawOptions, LayerGroup, LeafletEvent, Map as LeafletMap, Marker, Polygon as LeafletPolygon } from 'leaflet';
import { L } from './leaflet-global';
import { markerCount, samePolygons } from './geometry';
import { fromLeafletRings, toLeafletRings } from './map-parts';
import { useMapTranslation } from './map-texts';
import { zoneStyle } from './styles';
import { MAX_MARKERS, type PolygonRings } from './types';

/** leaflet-draw's editing handler, as far as the editor reaches into it. */
interface PolyEditing {
  enable(): void;
  disable(): void;
  _verticesHandlers?: { _markers: Marker[]; _markerGroup?: LayerGroup }[];
}

declare module 'leaflet' {
  interface Polygon {
    /** Set by leaflet-draw on every polygon. */
    editing: PolyEditing;
  }
}

const editingOf = (polygon: LeafletPolygon) => polygon.editing;

/**
 * Names every vertex marker ("Marker 3 of 8"), lets arrow keys move it (Shift: further) and
 * Delete remove it; the middle markers (drag to add a vertex) are left to the pointer.
 */
function wireMarkers(polygon: LeafletPolygon, map: LeafletMap, t: TFunction, focusIndex: number | null): void {
  const handlers = editingOf(polygon)._verticesHandlers ?? [];
  const vertices = handlers.flatMap((h) => h._markers);
  const vertexSet = new Set(vertices);
  for (const handler of handlers) {
    handler._markerGroup?.eachLayer((layer) => {
      if (vertexSet.has(layer as Marker)) return;
      const element = (layer as Marker).getElement();
      element?.setAttribute('tabindex', '-1');
      element?.setAttribute('aria-hidden', 'true');
      element?.removeAttribute('role');
    });
  }
  vertices.forEach((marker, index) => {
    const element = marker.getElement();
    if (!element) return;
    element.setAttribute('tabindex', '0');
    element.setAttribute('role', 'button');
    element.setAttribute('aria-label', t('vertex', { n: index + 1, total: vertices.length }));
    element.onkeydown = (event) => {
      const step = event.shiftKey ? 20 : 4;
      const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
      const move = moves[event.key];
      if (move) {
        event.preventDefault();
        event.stopPropagation();
        // Unrounded projection: a vertical move keeps the longitude exactly.
        const zoom = map.getZoom();
        marker.setLatLng(map.unproject(map.project(marker.getLatLng(), zoom).add(L.point(move[0], move[1])), zoom));
        marker.fire('drag');
        marker.fire('dragend');
        element.focus();
      } else if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        event.stopPropagation();
        pendingFocus.set(polygon, Math.max(0, index - 1));
        marker.fire('click');
      }
    };
  });
  if (focusIndex !== null) vertices[Math.min(focusIndex, vertices.length - 1)]?.getElement()?.focus();
}

/** Which vertex takes the focus after one was removed by keyboard. */
const pendingFocus = new WeakMap<LeafletPolygon, number>();

export interface EditablePolygonProps {
  rings: PolygonRings;
  color: string;
  onChange: (rings: PolygonRings) => void;
}

/** The polygon being edited: leaflet-draw's vertex editing on a polygon of its own. */
export function EditablePolygon({ rings, color, onChange }: EditablePolygonProps) {
  const map = useMap();
  const { t } = useMapTranslation();
  const polygonRef = useRef<LeafletPolygon | null>(null);
  const ringsRef = useRef(rings);
  ringsRef.current = rings;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const tRef = useRef(t);
  tRef.current = t;

  const refresh = (polygon: LeafletPolygon, shape: PolygonRings, focusIndex: number | null) => {
    polygon.setLatLngs(toLeafletRings(shape));
    editingOf(polygon).disable();
    editingOf(polygon).enable();
    wireMarkers(polygon, map, tRef.current, focusIndex);
  };

  useEffect(() => {
    const polygon = L.polygon(toLeafletRings(ringsRef.current), { ...zoneStyle(color), className: 'zone-editing' }).addTo(map);
    polygonRef.current = polygon;
    editingOf(polygon).enable();
    wireMarkers(polygon, map, tRef.current, null);
    const onEdit = () => {
      const next = fromLeafletRings(polygon.getLatLngs());
      onChangeRef.current(next);
      if (markerCount(next) > MAX_MARKERS) {
        // Refused: the shape goes back to the last accepted one.
        refresh(polygon, ringsRef.current, null);
        return;
      }
      const focusIndex = pendingFocus.get(polygon) ?? null;
      pendingFocus.delete(polygon);
      wireMarkers(polygon, map, tRef.current, focusIndex);
    };
    polygon.on('edit', onEdit);
    return () => {
      polygon.off('edit', onEdit);
      editingOf(polygon).disable();
      polygon.remove();
      polygonRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one Leaflet polygon for the whole edit; its shape follows `rings` below
  }, [map]);

  useEffect(() => {
    const polygon = polygonRef.current;
    if (!polygon) return;
    if (!samePolygons([fromLeafletRings(polygon.getLatLngs())], [rings])) refresh(polygon, rings, null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- refresh reads only refs and the map
  }, [rings]);

  useEffect(() => {
    polygonRef.current?.setStyle(zoneStyle(color));
  }, [color]);

  return null;
}

export interface DrawPolygonProps {
  color: string;
  onDrawn: (rings: PolygonRings) => void;
  onStop: () => void;
}

/** Draws a new polygon with leaflet-draw (at most MAX_MARKERS corners), its hints localised. */
export function DrawPolygon({ color, onDrawn, onStop }: DrawPolygonProps) {
  const map = useMap();
  const { t } = useMapTranslation();
  const callbacks = useRef({ onDrawn, onStop });
  callbacks.current = { onDrawn, onStop };
  useEffect(() => {
    const local = L.drawLocal.draw.handlers;
    local.polygon.tooltip = { start: t('draw.start'), cont: t('draw.cont'), end: t('draw.end') };
    local.polyline.error = t('draw.error');
    const handler = new L.Draw.Polygon(map as DrawMap, {
      maxPoints: MAX_MARKERS,
      allowIntersection: true,
      showArea: false,
      shapeOptions: zoneStyle(color),
    } as DrawOptions.PolygonOptions);
    let created = false;
    const onCreated = (event: LeafletEvent) => {
      created = true;
      const layer = (event as DrawEvents.Created).layer as LeafletPolygon;
      callbacks.current.onDrawn(fromLeafletRings(layer.getLatLngs()));
    };
    // A finger's quick taps make a double tap, which Leaflet reads as "zoom in" and leaflet-draw as
    // "finish on the last corner": while drawing the map keeps its zoom, and by touch a polygon is
    // closed on its first corner only.
    const zoomsOnDoubleClick = map.doubleClickZoom.enabled();
    map.doubleClickZoom.disable();
    let touching = false;
    const onPointerDown = (event: PointerEvent) => {
      touching = event.pointerType === 'touch';
    };
    map.getContainer().addEventListener('pointerdown', onPointerDown, true);
    const onVertex = (event: LeafletEvent) => {
      const markers = (event as DrawEvents.DrawVertex).layers;
      markers.eachLayer((layer: unknown) => {
        const element = (layer as Marker).getElement();
        element?.setAttribute('tabindex', '-1');
        element?.setAttribute('aria-hidden', 'true');
        element?.removeAttribute('role');
      });
      // leaflet-draw adds the last corner's double-click handler right after this event.
      if (touching) queueMicrotask(() => markers.eachLayer((layer) => void layer.off('dblclick')));
    };
    const onStopped = () => {
      if (!created) callbacks.current.onStop();
    };
    map.on(L.Draw.Event.CREATED, onCreated);
    map.on(L.Draw.Event.DRAWVERTEX, onVertex);
    map.on(L.Draw.Event.DRAWSTOP, onStopped);
    handler.enable();
    return () => {
      map.off(L.Draw.Event.CREATED, onCreated);
      map.off(L.Draw.Event.DRAWVERTEX, onVertex);
      map.off(L.Draw.Event.DRAWSTOP, onStopped);
      map.getContainer().removeEventListener('pointerdown', onPointerDown, true);
      if (zoomsOnDoubleClick) map.doubleClickZoom.enable();
      handler.disable();
    };
  }, [map, color, t]);
  return null;
}
