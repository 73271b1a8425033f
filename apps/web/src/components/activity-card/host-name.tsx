import type { ActivityHost } from '@sortim/contracts/activities';
import { Link } from 'react-router';
import { isVerifiedHost } from '#/components/activity-card/activity-facts.ts';
import { cn } from '#/lib/cn.ts';

/**
 * A host's name: a link to their public profile where they have one (verified hosts; anyone else's
 * /profile/<id> is 'Host not found'), plain text otherwise, so no card sends a guest to a missing page.
 */
export function HostName({ host, className }: { host: ActivityHost; className?: string }) {
  if (!isVerifiedHost(host)) return <span className={className}>{host.displayName}</span>;
  return (
    <Link to={`/profile/${host.id}`} className={cn(className, 'text-link hover:underline')}>
      {host.displayName}
    </Link>
  );
}
