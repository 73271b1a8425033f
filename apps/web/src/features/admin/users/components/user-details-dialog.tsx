import type { AdminUserRow } from '@sortim/contracts/admin';
import Eye from 'lucide-react/icons/eye';
import { useTranslation } from 'react-i18next';
import { LoadError } from '#/components/load-error.tsx';
import { Button } from '#/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#/components/ui/tabs.tsx';
import { UserAvatar } from '#/components/user-avatar.tsx';
import { useAdminUserDetail } from '#/features/admin/users/api/users-detail.ts';
import {
  ActivityTab,
  FinancialTab,
  ProfileTab,
  SecurityTab,
} from '#/features/admin/users/components/user-details-tabs.tsx';
import { cn } from '#/lib/cn.ts';

const TABS = ['profile', 'activity', 'financial', 'security'] as const;

/*
 * The dialog keeps one height whichever tab is open (and while it loads), so the tabs never move under the
 * finger: the body below the header is as tall as the tallest tab usually needs, never taller than the
 * screen leaves (the dialog's 2rem margin, its padding, the avatar header and the gap: 10rem), and the open
 * tab scrolls inside it.
 */
const BODY_HEIGHT = 'h-[min(34rem,calc(100dvh-10rem))]';

/** 'View': everything about one account in four tabs, loaded when the dialog opens. */
export function UserDetailsDialog({ user }: { user: AdminUserRow }) {
  const { t } = useTranslation();

  // The content (and so its request) only mounts while the dialog is open.
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button
          aria-label={`${t('adminUsers.card.view')} ${user.displayName}`}
          variant="outline"
          size="sm"
          fill
        >
          <Eye aria-hidden />
          {t('adminUsers.card.view')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminUsers.close')} size="wide">
        <DialogHeader inline>
          <UserAvatar name={user.displayName} src={user.avatarUrl} size="lg" />
          <div className="flex min-w-0 flex-col gap-1">
            <DialogTitle className="truncate">{user.displayName}</DialogTitle>
            <DialogDescription className="truncate">{user.email}</DialogDescription>
          </div>
        </DialogHeader>
        <UserDetails id={user.id} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The open tab fills the rest of the body (TabsContent is flex-1) and scrolls inside it, with a stable
 * gutter so a scroll bar does not shift it sideways; a keyboard user who tabs to it to scroll sees where
 * they are.
 */
const PANEL =
  'min-h-0 overflow-y-auto rounded-md [scrollbar-gutter:stable] focus-visible:ring-[3px] focus-visible:ring-ring';

function UserDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const detail = useAdminUserDetail(id);

  if (detail.isPending) {
    return (
      <div aria-busy className={cn('flex flex-col gap-4 overflow-hidden', BODY_HEIGHT)}>
        <span role="status" className="sr-only">
          {t('adminUsers.details.loading')}
        </span>
        <Skeleton className="h-11 w-full" />
        <div className="grid gap-3 sm:grid-cols-2">
          {['a', 'b', 'c', 'd', 'e', 'f'].map((row) => (
            <div key={row} className="flex flex-col gap-1.5">
              <Skeleton className="h-3 w-16" />
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        </div>
      </div>
    );
  }

  if (detail.isError) {
    return (
      <div className={BODY_HEIGHT}>
        <LoadError
          title={t('adminUsers.details.loadError')}
          onRetry={() => void detail.refetch()}
          retrying={detail.isFetching}
        />
      </div>
    );
  }

  return (
    <Tabs defaultValue="profile" className={BODY_HEIGHT}>
      <TabsList>
        {TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab} inset="compact">
            {t(`adminUsers.details.tabs.${tab}`)}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="profile" className={PANEL}>
        <ProfileTab profile={detail.data.profile} />
      </TabsContent>
      <TabsContent value="activity" className={PANEL}>
        <ActivityTab activity={detail.data.activity} />
      </TabsContent>
      <TabsContent value="financial" className={PANEL}>
        <FinancialTab financial={detail.data.financial} />
      </TabsContent>
      <TabsContent value="security" className={PANEL}>
        <SecurityTab security={detail.data.security} />
      </TabsContent>
    </Tabs>
  );
}
