import { HIDDEN_DETAIL } from '@sortim/contracts/contact-details';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A message's words (or, `inline`, an inbox excerpt) as the server gave them, each detail hidden before booking drawn as a marked
 * "shared after booking" in the reader's language. Plain text: line breaks kept, nothing made a link.
 */
export function MessageBody({ body, inline = false }: { body: string; inline?: boolean }) {
  const { t } = useTranslation();
  const parts = body.split(HIDDEN_DETAIL);
  const Text = inline ? 'span' : 'p';
  return (
    <Text className={inline ? undefined : 'whitespace-pre-line break-words'}>
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
        <Fragment key={i}>
          {part}
          {i < parts.length - 1 && (
            <span className="mx-0.5 rounded bg-muted px-1 py-0.5 text-muted-foreground text-xs italic">
              {t('conversations.sharedAfterBooking')}
            </span>
          )}
        </Fragment>
      ))}
    </Text>
  );
}
