import { AMARA_ACTIVITIES } from './demo-activities/amara.ts';
import { CAMILLE_ACTIVITIES } from './demo-activities/camille.ts';
import { JORDI_ACTIVITIES } from './demo-activities/jordi.ts';
import { LEO_ACTIVITIES } from './demo-activities/leo.ts';
import { LUCIA_ACTIVITIES } from './demo-activities/lucia.ts';
import { MARTA_ACTIVITIES } from './demo-activities/marta.ts';
import { NURIA_ACTIVITIES } from './demo-activities/nuria.ts';
import { ORIOL_ACTIVITIES } from './demo-activities/oriol.ts';
import type { DemoActivity } from './demo-activity.ts';

/*
 * The demo catalogue: about fifty activities by eight hosts, covering every category and subtype.
 * Dates are relative to the day of seeding; bookings, reviews and waitlists are derived from the fields
 * below by activity-rows.ts and booking-rows.ts.
 *
 * One file a host under demo-activities/; their order here is the catalogue's, which the seed's random
 * draws follow.
 */

export const ACTIVITIES: readonly DemoActivity[] = [
  ...MARTA_ACTIVITIES,
  ...JORDI_ACTIVITIES,
  ...LUCIA_ACTIVITIES,
  ...ORIOL_ACTIVITIES,
  ...AMARA_ACTIVITIES,
  ...CAMILLE_ACTIVITIES,
  ...NURIA_ACTIVITIES,
  ...LEO_ACTIVITIES,
];
