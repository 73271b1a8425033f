import { APP_NAME } from '@sortim/contracts/product';
import { cn } from '#/lib/cn.ts';

/** The mark (a sun over the sea) and the wordmark. Decorative: links around it carry the name. */
export function Logo({ className, wordmarkClassName }: { className?: string; wordmarkClassName?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-bold text-xl tracking-tight', className)}>
      <LogoMark className="size-8 shrink-0" />
      <span aria-hidden className={wordmarkClassName}>
        {APP_NAME}
      </span>
    </span>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#b4492b" />
      <circle cx="16" cy="15" r="6" fill="#fff3e6" />
      <path
        d="M4 21.5c2.4 0 2.4-1.6 4-1.6s1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6V32H4z"
        fill="#0a6a91"
      />
      <path
        d="M4 25.5c2.4 0 2.4-1.6 4-1.6s1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6 2.4-1.6 4-1.6 1.6 1.6 4 1.6"
        fill="none"
        stroke="#bfe3f2"
        strokeWidth="1.2"
        strokeLinecap="round"
      />
    </svg>
  );
}
