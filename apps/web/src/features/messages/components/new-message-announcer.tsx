import type { ConversationMessage } from '@sortim/contracts/conversations';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Tells a screen reader, politely (after what it is reading), of each message the other person sends while
 * the conversation is open. What was there when it opened is read as the page, not announced.
 */
export function NewMessageAnnouncer({ messages, name }: { messages: ConversationMessage[]; name: string }) {
  const { t } = useTranslation();
  const seen = useRef<Set<string> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (seen.current === null) {
      seen.current = new Set(messages.map((m) => m.id));
      return;
    }
    const known = seen.current;
    const arrived = messages.filter((m) => !known.has(m.id));
    for (const m of arrived) known.add(m.id);
    const last = arrived.filter((m) => !m.fromMe).at(-1);
    if (last) setAnnouncement(t('conversations.newMessage', { name, body: last.body }));
  }, [messages, name, t]);
  return (
    <div aria-live="polite" role="status" className="sr-only">
      {announcement}
    </div>
  );
}
