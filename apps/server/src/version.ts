/** Shown by /api/health; set by the build (esbuild define), "dev" when run from source. */
declare const __APP_VERSION__: string | undefined;
export const version: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
