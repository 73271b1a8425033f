import { LogoMark } from '#/components/logo.tsx';
import { cn } from '#/lib/cn.ts';

/** A quiet, announced wait: the pulsing mark and what is loading; `fullScreen` centres it on the whole screen. */
export function LoadingState({
  message,
  fullScreen = false,
  className,
}: {
  message: string;
  fullScreen?: boolean;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex flex-col items-center justify-center gap-4',
        fullScreen ? 'min-h-dvh' : 'py-24',
        className,
      )}
    >
      <LogoMark className="size-12 motion-safe:animate-pulse" />
      <p className="text-muted-foreground">{message}</p>
    </div>
  );
}
