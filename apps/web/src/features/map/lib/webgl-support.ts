/**
 * Whether this browser can draw a MapLibre map: WebGL 2, or WebGL 1 (which MapLibre still falls back to).
 * Asked before the map is made, so a browser without it gets a note instead of an error. The test context is
 * let go at once: a page may hold only a few.
 */
export function hasWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
    if (!context) return false;
    context.getExtension?.('WEBGL_lose_context')?.loseContext();
    return true;
  } catch {
    return false;
  }
}
