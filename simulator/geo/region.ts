/** The region the offline base map draws from real data: Croatia and its neighbours' edges (west, south, east, north). */
export const REGION_BBOX: [number, number, number, number] = [12.8, 41.8, 19.8, 47.0];
