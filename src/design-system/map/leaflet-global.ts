/**
 * Leaflet as the one global object its plugins patch. leaflet-draw is a script that extends
 * `window.L`; Leaflet's own build sets it. Map code takes `L` from here (never a namespace import,
 * which a bundler may copy before the plugin adds L.Draw), and this module is evaluated before
 * leaflet-draw (loadMap.ts).
 */
import * as Leaflet from 'leaflet';

type LeafletGlobal = typeof Leaflet;

declare global {
  interface Window {
    L?: LeafletGlobal;
  }
}

window.L ??= Leaflet;

export const L: LeafletGlobal = window.L;
