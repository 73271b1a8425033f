import { routeModules, WEB_ROUTES } from '@sortim/contracts/web-routes';
import { describe, expect, it } from 'vitest';
import { FIRST_VISIT_KITS } from './first-load-chunks.ts';

describe('FIRST_VISIT_KITS', () => {
  it.each(FIRST_VISIT_KITS)('holds what the router loads for $path, guards first', (kit) => {
    const route = WEB_ROUTES.find((candidate) => candidate.path === kit.path);
    expect(route).toBeDefined();
    expect(kit.modules).toEqual(route && routeModules(route));
  });
});
