/**
 * The theme's primary colour for a MapLibre marker, which paints it as an SVG attribute (where CSS
 * variables do not apply): read from the page when the marker is made.
 */
export function markerColor(): string {
  return getComputedStyle(document.documentElement).getPropertyValue('--primary').trim() || '#b4492b';
}
