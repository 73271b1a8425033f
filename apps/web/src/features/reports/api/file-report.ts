import { ReportCreated, type ReportInput } from '@sortim/contracts/reports';
import { useMutation } from '@tanstack/react-query';
import { api } from '#/lib/api-client.ts';

/** `POST /api/reports`: one report per person per item (409 for a second). Nothing on the page changes. */
export const fileReport = (input: ReportInput) => api.post('/api/reports', ReportCreated, input);

export function useFileReport() {
  return useMutation({ mutationFn: fileReport });
}
