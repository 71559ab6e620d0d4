/**
 * The polygon editor's states (operations.md §4): idle, then editing one polygon (the others
 * greyed) until finish or cancel (cancel restores the shape it had), or drawing a new one. Undo
 * and redo step through the shapes of the current edit. Pure, so every transition is tested
 * without a map.
 */
import { markerCount } from './geometry';
import { MAX_MARKERS, type PolygonRings, type ZonePolygons } from './types';

export type EditorMode =
  | { kind: 'idle' }
  | { kind: 'editing'; index: number; before: PolygonRings; history: PolygonRings[]; cursor: number }
  | { kind: 'drawing' };

export interface EditorState {
  /** The borders as first loaded (what reset restores). */
  loaded: ZonePolygons;
  /** The borders as they are now (the edited polygon's current shape included). */
  polygons: ZonePolygons;
  mode: EditorMode;
  /** The last change refused for going over the marker limit (cleared by the next accepted step). */
  refused: 'markerLimit' | null;
}

export type EditorAction =
  | { type: 'edit'; index: number }
  | { type: 'change'; rings: PolygonRings }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'finish' }
  | { type: 'cancel' }
  | { type: 'draw' }
  | { type: 'drawn'; rings: PolygonRings }
  | { type: 'remove'; index: number }
  | { type: 'replace'; polygons: ZonePolygons }
  | { type: 'reset'; polygons: ZonePolygons };

export function initialEditorState(polygons: ZonePolygons): EditorState {
  return { loaded: polygons, polygons, mode: { kind: 'idle' }, refused: null };
}

function withPolygon(polygons: ZonePolygons, index: number, rings: PolygonRings): ZonePolygons {
  return polygons.map((p, i) => (i === index ? rings : p));
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  const { mode } = state;
  switch (action.type) {
    case 'edit': {
      const rings = state.polygons[action.index];
      if (mode.kind !== 'idle' || !rings) return state;
      return { ...state, mode: { kind: 'editing', index: action.index, before: rings, history: [rings], cursor: 0 }, refused: null };
    }
    case 'change': {
      if (mode.kind !== 'editing') return state;
      if (markerCount(action.rings) > MAX_MARKERS) return { ...state, refused: 'markerLimit' };
      const history = [...mode.history.slice(0, mode.cursor + 1), action.rings];
      return {
        ...state,
        polygons: withPolygon(state.polygons, mode.index, action.rings),
        mode: { ...mode, history, cursor: history.length - 1 },
        refused: null,
      };
    }
    case 'undo':
    case 'redo': {
      if (mode.kind !== 'editing') return state;
      const cursor = mode.cursor + (action.type === 'undo' ? -1 : 1);
      const rings = mode.history[cursor];
      if (!rings) return state;
      return { ...state, polygons: withPolygon(state.polygons, mode.index, rings), mode: { ...mode, cursor }, refused: null };
    }
    case 'finish':
      if (mode.kind === 'editing' || mode.kind === 'drawing') return { ...state, mode: { kind: 'idle' }, refused: null };
      return state;
    case 'cancel':
      if (mode.kind === 'editing') {
        return { ...state, polygons: withPolygon(state.polygons, mode.index, mode.before), mode: { kind: 'idle' }, refused: null };
      }
      if (mode.kind === 'drawing') return { ...state, mode: { kind: 'idle' }, refused: null };
      return state;
    case 'draw':
      return mode.kind === 'idle' ? { ...state, mode: { kind: 'drawing' }, refused: null } : state;
    case 'drawn':
      if (mode.kind !== 'drawing') return state;
      if (markerCount(action.rings) > MAX_MARKERS) return { ...state, mode: { kind: 'idle' }, refused: 'markerLimit' };
      return { ...state, polygons: [...state.polygons, action.rings], mode: { kind: 'idle' }, refused: null };
    case 'remove':
      if (mode.kind !== 'idle' || !state.polygons[action.index]) return state;
      return { ...state, polygons: state.polygons.filter((_, i) => i !== action.index), refused: null };
    case 'replace':
      return { ...state, polygons: action.polygons, mode: { kind: 'idle' }, refused: null };
    case 'reset':
      return initialEditorState(action.polygons);
  }
}

export const canUndo = (state: EditorState) => state.mode.kind === 'editing' && state.mode.cursor > 0;
export const canRedo = (state: EditorState) => state.mode.kind === 'editing' && state.mode.cursor < state.mode.history.length - 1;
