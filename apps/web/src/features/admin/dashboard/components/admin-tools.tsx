import type { LucideIcon } from 'lucide-react';
import BarChart3 from 'lucide-react/icons/chart-column';
import ClipboardCheck from 'lucide-react/icons/clipboard-check';
import Flag from 'lucide-react/icons/flag';
import Loader2 from 'lucide-react/icons/loader-circle';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Sparkles from 'lucide-react/icons/sparkles';
import TicketPercent from 'lucide-react/icons/ticket-percent';
import UsersRound from 'lucide-react/icons/users-round';
import Wrench from 'lucide-react/icons/wrench';
import type * as React from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#/components/ui/badge.tsx';
import { useVerifyAdminRole } from '#/lib/admin-role.ts';
import { cn } from '#/lib/cn.ts';

/** The whole card answers a click; focus shows on the card (its link or button stretches over it). */
const STRETCH =
  "outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] focus-visible:after:ring-[3px] focus-visible:after:ring-ring";

/**
 * The spec's six admin tools, the reports queue and the platform's promo codes: one card per page, then Verify Admin Role, which runs in place (the hosts
 * page has its own button in the header). `pendingApplications` marks Review Applications when there
 * is something to decide.
 */
export function AdminTools({ pendingApplications }: { pendingApplications: number | undefined }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="font-semibold text-xl">
        {t('adminDashboard.tools.label')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 md:gap-4 lg:grid-cols-3">
        <ToolLink to="/admin/users" icon={UsersRound} tool="users" />
        <ToolLink to="/admin/applications" icon={ClipboardCheck} tool="applications">
          {!!pendingApplications && (
            <Badge variant="accent" className="tabular-nums">
              {t('adminDashboard.tools.applications.pending', { count: pendingApplications })}
            </Badge>
          )}
        </ToolLink>
        <ToolLink to="/admin/activities" icon={Sparkles} tool="activities" />
        {/* Its words are the queue's own (adminReports), as the page's are. */}
        <ToolCard icon={Flag} body={t('adminReports.tool.body')}>
          <Link to="/admin/reports" className={STRETCH}>
            {t('adminReports.tool.title')}
          </Link>
        </ToolCard>
        <ToolLink to="/admin/analytics" icon={BarChart3} tool="analytics" />
        <ToolLink to="/admin/codes" icon={TicketPercent} tool="promoCodes" />
        <ToolLink to="/admin/fix-host-roles" icon={Wrench} tool="bulkFix" />
        <VerifyRoleTool />
      </ul>
    </section>
  );
}

type Tool = 'users' | 'applications' | 'activities' | 'analytics' | 'promoCodes' | 'bulkFix';

function ToolLink({
  to,
  icon,
  tool,
  children,
}: {
  to: string;
  icon: LucideIcon;
  tool: Tool;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <ToolCard icon={icon} body={t(`adminDashboard.tools.${tool}.body`)} extra={children}>
      <Link to={to} className={STRETCH}>
        {t(`adminDashboard.tools.${tool}.title`)}
      </Link>
    </ToolCard>
  );
}

/** 'Verify Admin Role': asks the server, which restores a lost role the audit log vouches for. */
function VerifyRoleTool() {
  const { t } = useTranslation();
  const { verify, isPending } = useVerifyAdminRole();
  return (
    <ToolCard
      icon={isPending ? Loader2 : ShieldCheck}
      iconClassName={isPending ? 'motion-safe:animate-spin' : undefined}
      body={t('adminDashboard.tools.verifyRole.body')}
    >
      <button
        type="button"
        onClick={verify}
        disabled={isPending}
        className={cn('cursor-pointer text-left disabled:cursor-progress', STRETCH)}
      >
        {isPending ? t('adminRoleTools.verifyRole.verifying') : t('adminRoleTools.verifyRole.button')}
      </button>
    </ToolCard>
  );
}

function ToolCard({
  icon: Icon,
  iconClassName,
  body,
  extra,
  children,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  body: string;
  extra?: React.ReactNode;
  /** The title: the card's link or button. */
  children: React.ReactNode;
}) {
  return (
    <li className="relative flex gap-3 rounded-xl border bg-card p-4 text-card-foreground shadow-sm transition-shadow hover:border-primary/40 hover:shadow-md md:p-5">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden className={cn('size-5', iconClassName)} />
      </span>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="font-semibold leading-snug">{children}</h3>
        <p className="text-muted-foreground text-sm">{body}</p>
        {extra && <div className="pt-1">{extra}</div>}
      </div>
    </li>
  );
}
