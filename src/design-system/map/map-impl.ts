/** The map chunk: everything behind loadMap(). */
export { PolygonEditorImpl } from './polygon-editor-impl';
export { ZoneMapImpl } from './zone-map-impl';
