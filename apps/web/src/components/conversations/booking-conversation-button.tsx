import { ConversationRef } from '@sortim/contracts/conversations';
import { useMutation } from '@tanstack/react-query';
import MessagesSquare from 'lucide-react/icons/messages-square';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { api } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Message the host' on a booking in My Bookings, 'Message Ana' on the host's guest list: opens the
 * booking's conversation (made on first use for a booking older than conversations).
 */
export function BookingConversationButton({ bookingId, label }: { bookingId: string; label: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => api.post(`/api/bookings/${bookingId}/conversation`, ConversationRef),
    onSuccess: ({ id }) => void navigate(`/messages/${id}`),
    onError: () => toast.error(t('conversations.openFailed')),
  });
  return (
    <Button variant="outline" size="sm" disabled={open.isPending} onClick={() => open.mutate()}>
      <MessagesSquare aria-hidden />
      {label}
    </Button>
  );
}
