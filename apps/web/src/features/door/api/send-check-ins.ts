import { CheckInResponse, type CheckInScan } from '@sortim/contracts/check-in';
import { api } from '#/lib/api-client.ts';

/**
 * `POST /api/host/activities/:id/check-ins`: scans in scan order, each with its nonce (a scan sent again
 * gets its first answer), so an offline queue is sent as it is, as often as it takes.
 */
export const sendCheckIns = (activityId: string, scans: CheckInScan[]) =>
  api.post(`/api/host/activities/${encodeURIComponent(activityId)}/check-ins`, CheckInResponse, { scans });
