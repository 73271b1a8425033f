import type { ContactInput } from '@sortim/contracts/contact';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '#/lib/api-client.ts';

/** `POST /api/contact`; the reply carries nothing the page needs. */
export const sendContact = (input: ContactInput) => api.post('/api/contact', z.unknown(), input);

export function useSendContact() {
  return useMutation({ mutationFn: sendContact });
}
