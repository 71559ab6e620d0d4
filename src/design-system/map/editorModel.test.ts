import { describe, expect, it } from 'vitest';
import { canRedo, canUndo, editorReducer, initialEditorState, type EditorAction, type EditorState } from './editorModel';
import type { PolygonRings } from './types';

const square: PolygonRings = [
  [
    [16, 45],
    [16.01, 45],
    [16.01, 45.01],
    [16, 45.01],
    [16, 45],
  ],
];
const moved: PolygonRings = [
  [
    [16, 45],
    [16.02, 45],
    [16.01, 45.01],
    [16, 45.01],
    [16, 45],
  ],
];
const movedAgain: PolygonRings = [
  [
    [16, 45],
    [16.02, 45],
    [16.02, 45.02],
    [16, 45.01],
    [16, 45],
  ],
];
const other: PolygonRings = [
  [
    [17, 45],
    [17.01, 45],
    [17.01, 45.01],
    [17, 45],
  ],
];

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

function ring(n: number): PolygonRings {
  const positions = Array.from({ length: n }, (_, i) => [16 + Math.cos((i / n) * 2 * Math.PI) / 100, 45 + Math.sin((i / n) * 2 * Math.PI) / 100] as [number, number]);
  return [[...positions, positions[0]!]];
}

describe('editor model', () => {
  it('edits one polygon: finish keeps the shape, cancel restores it', () => {
    const start = initialEditorState([square, other]);
    const editing = run(start, { type: 'edit', index: 0 }, { type: 'change', rings: moved });
    expect(editing.mode).toMatchObject({ kind: 'editing', index: 0 });
    expect(editing.polygons).toEqual([moved, other]);
    expect(run(editing, { type: 'finish' })).toMatchObject({ polygons: [moved, other], mode: { kind: 'idle' } });
    expect(run(editing, { type: 'cancel' })).toMatchObject({ polygons: [square, other], mode: { kind: 'idle' } });
  });

  it('undoes and redoes within an edit; a new change drops the redo steps', () => {
    let state = run(initialEditorState([square]), { type: 'edit', index: 0 }, { type: 'change', rings: moved }, { type: 'change', rings: movedAgain });
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(false);
    state = run(state, { type: 'undo' });
    expect(state.polygons).toEqual([moved]);
    state = run(state, { type: 'undo' });
    expect(state.polygons).toEqual([square]);
    expect(canUndo(state)).toBe(false);
    expect(run(state, { type: 'undo' })).toBe(state);
    state = run(state, { type: 'redo' });
    expect(state.polygons).toEqual([moved]);
    expect(canRedo(state)).toBe(true);
    state = run(state, { type: 'change', rings: other });
    expect(canRedo(state)).toBe(false);
    // Undo stops at the end of the edit: a new edit starts a new history.
    state = run(state, { type: 'finish' }, { type: 'edit', index: 0 });
    expect(canUndo(state)).toBe(false);
  });

  it('refuses a change past 30 markers and keeps the shape', () => {
    const state = run(initialEditorState([ring(30)]), { type: 'edit', index: 0 }, { type: 'change', rings: ring(31) });
    expect(state.refused).toBe('markerLimit');
    expect(state.polygons).toEqual([ring(30)]);
    expect(run(state, { type: 'change', rings: ring(29) }).refused).toBeNull();
  });

  it('draws a new polygon, removes one only when idle, and resets to the loaded borders', () => {
    const start = initialEditorState([square]);
    const drawn = run(start, { type: 'draw' }, { type: 'drawn', rings: other });
    expect(drawn.polygons).toEqual([square, other]);
    expect(run(start, { type: 'draw' }, { type: 'drawn', rings: ring(31) })).toMatchObject({ polygons: [square], refused: 'markerLimit' });
    expect(run(start, { type: 'draw' }, { type: 'cancel' }).polygons).toEqual([square]);
    expect(run(drawn, { type: 'edit', index: 1 }, { type: 'remove', index: 0 }).polygons).toEqual([square, other]);
    const removed = run(drawn, { type: 'remove', index: 0 });
    expect(removed.polygons).toEqual([other]);
    expect(removed.loaded).toEqual([square]);
    expect(run(removed, { type: 'reset', polygons: removed.loaded })).toEqual(initialEditorState([square]));
  });

  it('replaces the borders with imported ones, leaving any edit', () => {
    const state = run(initialEditorState([square]), { type: 'edit', index: 0 }, { type: 'replace', polygons: [other] });
    expect(state).toMatchObject({ polygons: [other], mode: { kind: 'idle' }, loaded: [square] });
  });
});
