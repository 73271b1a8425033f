/**
 * zod in jitless mode everywhere: with it, zod never builds parsers with `new Function`, nor probes
 * whether it may (the probe trips the Content-Security-Policy, which browsers report). zod keeps its
 * settings in this global (what `z.config()` changes), so setting it here, first thing in the entry,
 * holds for every schema whichever chunk brings zod, without putting zod on the first load.
 */
declare global {
  var __zod_globalConfig: Record<string, unknown> | undefined;
}

globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });

export {};
