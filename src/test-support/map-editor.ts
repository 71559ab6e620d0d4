/** Helpers of the map stories' play functions. */
import { expect, waitFor } from 'storybook/test';

/** Waits until every visible tile of the map's base layer has loaded (and the layer is the one asked for). */
export async function mapReady(canvasElement: HTMLElement, layer: 'street' | 'satellite' = 'street') {
  await waitFor(
    () => {
      const map = canvasElement.querySelector(`[data-map-layer="${layer}"]`);
      expect(map?.getAttribute('data-map-ready')).toBe('true');
    },
  );
}

/**
 * Clicks at an element's centre (or an offset from it) as a mouse does, on whatever is topmost
 * there (`direct`: on the element itself): pointer and mouse
 * events with real coordinates and pointerType "mouse". Leaflet places popups and vertices where
 * the pointer is, and would take coordinate-less synthetic clicks for taps.
 */
export async function clickAt(element: Element, offset: { x?: number; y?: number } = {}, { direct = false } = {}) {
  const box = element.getBoundingClientRect();
  const clientX = box.left + box.width / 2 + (offset.x ?? 0);
  const clientY = box.top + box.height / 2 + (offset.y ?? 0);
  const init = { bubbles: true, cancelable: true, composed: true, clientX, clientY, button: 0, pointerType: 'mouse', isPrimary: true, pointerId: 1, view: window };
  // The pointer arrives first (leaflet-draw moves its mouse marker under it).
  element.dispatchEvent(new PointerEvent('pointermove', { ...init, buttons: 0 }));
  element.dispatchEvent(new MouseEvent('mousemove', { ...init, buttons: 0 }));
  const target = direct ? element : (element.ownerDocument.elementFromPoint(clientX, clientY) ?? element);
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, buttons: 0 }));
  target.dispatchEvent(new MouseEvent('mouseup', { ...init, buttons: 0 }));
  target.dispatchEvent(new PointerEvent('click', { ...init, buttons: 0 }));
  // Let Leaflet and React settle.
  await new Promise((resolve) => setTimeout(resolve, 50));
}

/** Waits for a map move (a popup's auto-pan, a search result) to end and its tiles to load. */
export async function mapSettled(canvasElement: HTMLElement, layer: 'street' | 'satellite' = 'street') {
  await new Promise((resolve) => setTimeout(resolve, 400));
  await mapReady(canvasElement, layer);
}
