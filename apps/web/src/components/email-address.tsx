import { Fragment } from 'react';
import { cn } from '#/lib/cn.ts';

/** Where an address may break: after the '@', and before each dot (the dot then starts the next line). */
const BREAKS = /(?<=@)|(?=\.)/;

/**
 * An e-mail address that wraps at sensible points when its column is too narrow: a <wbr> after the '@'
 * and before each dot, instead of `break-all`, which cut 'marta.puig@sort|im.example' mid-word. Only a
 * single part wider than the whole line still breaks inside itself (overflow-wrap: break-word), so nothing
 * overflows. Copying the address copies it whole: <wbr> adds no character.
 */
export function EmailAddress({ email, className }: { email: string; className?: string }) {
  let offset = 0;
  const parts = email.split(BREAKS).map((text) => {
    const part = { text, at: offset };
    offset += text.length;
    return part;
  });
  return (
    <span className={cn('break-words', className)}>
      {parts.map(({ text, at }) => (
        <Fragment key={at}>
          {at > 0 && <wbr />}
          {text}
        </Fragment>
      ))}
    </span>
  );
}
