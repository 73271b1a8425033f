import { categoryName } from '@sortim/contracts/pricing';
import { GroupNameInput, type GroupPage, type GroupTicket } from '@sortim/contracts/private-groups';
import { toLocale } from '@sortim/contracts/product';
import Eraser from 'lucide-react/icons/eraser';
import TicketIcon from 'lucide-react/icons/ticket';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { Button } from '#/components/ui/button.tsx';
import { Input } from '#/components/ui/input.tsx';
import { useClearTicketName, useNameTicket } from '#/features/private-groups/api/name-ticket.ts';
import { errorMessage } from '#/lib/api-client.ts';
import { messageText } from '#/lib/message-text.ts';
import { toast } from '#/lib/toast.ts';

/**
 * One ticket of the group: its number and category, and its name. A ticket without a name offers "Add your
 * name" to anyone with the link (one ticket per submit); a named one shows the name, and to the organizer
 * a field to change it and a way to clear it.
 */
export function GroupTicketRow({
  token,
  group,
  ticket,
}: {
  token: string;
  group: GroupPage;
  ticket: GroupTicket;
}) {
  const { t, i18n } = useTranslation();
  const category = ticket.category && categoryName(ticket.category, toLocale(i18n.language), group.onePrice);
  const label = category
    ? t('groupPage.ticketOf', { seat: ticket.seat, category })
    : t('groupPage.ticket', { seat: ticket.seat });
  const editable = ticket.guestName === null || group.isOrganizer;

  return (
    <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold">
          <TicketIcon aria-hidden className="size-4 text-primary" />
          {label}
        </h3>
        <p className={ticket.guestName ? 'font-medium' : 'text-muted-foreground text-sm'}>
          {ticket.guestName ?? t('groupPage.unnamed')}
        </p>
      </div>
      {editable && <NameForm token={token} ticket={ticket} organizer={group.isOrganizer} />}
    </div>
  );
}

function NameForm({ token, ticket, organizer }: { token: string; ticket: GroupTicket; organizer: boolean }) {
  const { t } = useTranslation();
  const naming = useNameTicket(token);
  const clearing = useClearTicketName(token);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const named = ticket.guestName !== null;
  const id = `ticket-${ticket.id}-name`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = GroupNameInput.safeParse({ name });
    if (!parsed.success) {
      setError(messageText(parsed.error.issues[0]?.message ?? ''));
      return;
    }
    setError(undefined);
    naming.mutate(
      { ticketId: ticket.id, name: parsed.data.name },
      {
        onSuccess: () => {
          setName('');
          toast.success(t('groupPage.added'));
        },
        onError: (failure) => toast.error(t('groupPage.failed'), { description: errorMessage(failure, '') }),
      },
    );
  };

  const clear = () =>
    clearing.mutate(ticket.id, {
      onSuccess: () => toast.success(t('groupPage.cleared')),
      onError: (failure) =>
        toast.error(t('groupPage.clearFailed'), { description: errorMessage(failure, '') }),
    });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField
        id={id}
        label={
          named
            ? t('groupPage.changeLabel', { seat: ticket.seat })
            : t('groupPage.nameLabel', { seat: ticket.seat })
        }
        error={error}
      >
        <Input
          {...fieldAria(id, error)}
          autoComplete={named ? 'off' : 'name'}
          maxLength={60}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={naming.isPending}>
          {naming.isPending ? t('groupPage.saving') : named ? t('groupPage.save') : t('groupPage.add')}
        </Button>
        {organizer && named && (
          <Button type="button" variant="outline" size="sm" disabled={clearing.isPending} onClick={clear}>
            <Eraser aria-hidden />
            {t('groupPage.clear')}
          </Button>
        )}
      </div>
    </form>
  );
}
