import * as AvatarPrimitive from 'radix-ui/avatar';
import type * as React from 'react';
import { cn } from '#/lib/cn.ts';

/** The avatar sizes in use: a prop, not a class to override, as cn() does not merge (decision 83). */
const AVATAR_SIZES = {
  sm: 'size-8',
  default: 'size-10',
  lg: 'size-12',
  profile: 'size-28',
  host: 'size-24 md:size-32',
} as const;
type AvatarSize = keyof typeof AVATAR_SIZES;

function Avatar({
  className,
  size = 'default',
  ...props
}: React.ComponentProps<typeof AvatarPrimitive.Root> & { size?: AvatarSize }) {
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      className={cn('relative flex shrink-0 overflow-hidden rounded-full', AVATAR_SIZES[size], className)}
      {...props}
    />
  );
}

function AvatarImage({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Image>) {
  return (
    <AvatarPrimitive.Image
      data-slot="avatar-image"
      className={cn('aspect-square size-full object-cover', className)}
      {...props}
    />
  );
}

function AvatarFallback({ className, ...props }: React.ComponentProps<typeof AvatarPrimitive.Fallback>) {
  return (
    <AvatarPrimitive.Fallback
      data-slot="avatar-fallback"
      className={cn(
        'flex size-full items-center justify-center rounded-full bg-primary-soft font-semibold text-primary',
        className,
      )}
      {...props}
    />
  );
}

export type { AvatarSize };
export { Avatar, AvatarFallback, AvatarImage };
