import type { ActivityDetail } from '@sortim/contracts/activities';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MessageComposer } from '#/components/conversations/message-composer.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '#/components/ui/dialog.tsx';
import { useAskHost } from '#/features/activity/api/ask-host.ts';

export type AskHostDialogProps = {
  activity: ActivityDetail;
  onClose: () => void;
  /** The 'Ask the host' button: focus goes back to it when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The question box of 'Ask the host': the question opens the conversation (/messages/:id). */
export function AskHostDialog({ activity, onClose, trigger }: AskHostDialogProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ask = useAskHost(activity.id);
  return (
    <Dialog defaultOpen onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        closeLabel={t('activity.askHostClose')}
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('activity.askHostTitle', { name: activity.host.displayName })}</DialogTitle>
          <DialogDescription>{t('activity.askHostDescription')}</DialogDescription>
        </DialogHeader>
        <MessageComposer
          label={t('activity.askHostLabel')}
          autoFocus
          onSend={async (input) => {
            const sent = await ask.mutateAsync(input);
            onClose();
            void navigate(`/messages/${sent.conversationId}`);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
