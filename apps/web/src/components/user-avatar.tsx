import { Avatar, AvatarFallback, AvatarImage, type AvatarSize } from '#/components/ui/avatar.tsx';
import { cn } from '#/lib/cn.ts';

/** Up to two initials from a name ('Marta Puig' → 'MP'), or from an e-mail's local part. */
export function initials(name: string | null | undefined): string {
  const base = (name ?? '').split('@')[0] ?? '';
  const words = base.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words.slice(0, 1);
  return letters
    .map((word) => [...(word ?? '')][0]?.toLocaleUpperCase() ?? '')
    .join('')
    .slice(0, 2);
}

/** A person's photo, or their initials on the brand tint while there is none (or it fails to load). */
export function UserAvatar({
  name,
  src,
  size,
  className,
  fallbackClassName,
}: {
  name: string | null | undefined;
  src: string | null | undefined;
  size?: AvatarSize;
  className?: string;
  fallbackClassName?: string;
}) {
  return (
    <Avatar size={size} className={className}>
      {/* Square: the attributes give the box its shape before the photo arrives; CSS gives its size. */}
      {src && <AvatarImage src={src} alt="" width={80} height={80} />}
      <AvatarFallback className={cn('select-none', fallbackClassName)}>
        {initials(name) || '?'}
      </AvatarFallback>
    </Avatar>
  );
}
