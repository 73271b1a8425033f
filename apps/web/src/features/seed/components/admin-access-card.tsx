import ShieldCheck from 'lucide-react/icons/shield-check';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#/components/ui/card.tsx';
import { Skeleton } from '#/components/ui/skeleton.tsx';
import { useAdminBootstrapStatus } from '#/features/seed/api/get-admin-bootstrap-status.ts';
import { useMakeMeAdmin } from '#/features/seed/api/make-me-admin.ts';
import { useVerifyAdminRole } from '#/lib/admin-role.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { isAdmin, useMe } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Admin Access': 'Make Me Admin' while the system has no admin. Once one exists the card says so
 * ('Already an admin'), and an admin is pointed to the admin dashboard instead. Someone who lost their
 * admin role gets it back with 'Verify Admin Role' (the server checks its audit log). Where the server does
 * not offer it (production: `npm run create-admin` makes the first admin) the button is not shown.
 */
export function AdminAccessCard() {
  const { t } = useTranslation();
  const me = useMe();
  const status = useAdminBootstrapStatus();
  const makeMeAdmin = useMakeMeAdmin();
  const unavailable = status.data?.available === false;

  const grant = () =>
    makeMeAdmin.mutateAsync().then(
      () => toast.success(t('seed.admin.granted')),
      (error: unknown) => {
        if (error instanceof ApiRequestError && error.status === 409) {
          toast.error(t('seed.admin.exists'), { description: t('seed.admin.existsDescription') });
          return;
        }
        toast.error(t('errors.generic'), { description: errorMessage(error, t('errors.tryLater')) });
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <ShieldCheck aria-hidden className="size-5 text-primary" />
            {t('seed.admin.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('seed.admin.body')}</CardDescription>
      </CardHeader>
      {status.isPending && !isAdmin(me) ? (
        <CardContent>
          <Skeleton className="h-5 w-56" />
        </CardContent>
      ) : (
        <AdminStatusNote
          admin={isAdmin(me)}
          adminExists={status.data?.adminExists}
          unavailable={unavailable}
          failed={status.isError}
        />
      )}
      {isAdmin(me) ? (
        <CardFooter>
          <Button asChild>
            <Link to="/admin">{t('seed.admin.openAdmin')}</Link>
          </Button>
        </CardFooter>
      ) : (
        // After a failed status check the button stays: the server has the last word.
        !status.data?.adminExists &&
        !unavailable && (
          <CardFooter>
            <Button disabled={status.isPending || makeMeAdmin.isPending} onClick={() => void grant()}>
              {makeMeAdmin.isPending ? t('seed.admin.granting') : t('seed.admin.button')}
            </Button>
          </CardFooter>
        )
      )}
      {!isAdmin(me) && status.data?.adminExists && <VerifyAdminRole />}
    </Card>
  );
}

/** Where the card stands: the caller is admin, an admin exists, no button is offered, or the check failed. */
function AdminStatusNote({
  admin,
  adminExists,
  unavailable,
  failed,
}: {
  admin: boolean;
  adminExists: boolean | undefined;
  unavailable: boolean;
  failed: boolean;
}) {
  const { t } = useTranslation();
  if (admin) {
    return (
      <CardContent>
        <p role="status" className="font-medium">
          {t('seed.admin.youAreAdmin')}
        </p>
      </CardContent>
    );
  }
  if (adminExists) {
    return (
      <CardContent>
        <div role="status" className="flex items-start gap-2">
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
          <div>
            <p className="font-medium">{t('seed.admin.exists')}</p>
            <p className="text-muted-foreground text-sm">{t('seed.admin.existsDescription')}</p>
          </div>
        </div>
      </CardContent>
    );
  }
  if (unavailable) {
    return (
      <CardContent>
        <p role="status" className="text-muted-foreground text-sm">
          {t('seed.admin.unavailable')}
        </p>
      </CardContent>
    );
  }
  if (failed) {
    return (
      <CardContent>
        <p className="text-muted-foreground text-sm">{t('seed.admin.statusFailed')}</p>
      </CardContent>
    );
  }
  return null;
}

/** For an admin whose role went missing: the server restores it when its audit log shows they held it. */
function VerifyAdminRole() {
  const { t } = useTranslation();
  const { verify, isPending } = useVerifyAdminRole();
  return (
    <CardFooter align="start" className="flex-col gap-3">
      <p className="text-muted-foreground text-sm">{t('adminRoleTools.verifyRole.lostRole')}</p>
      <Button variant="outline" disabled={isPending} onClick={verify}>
        {isPending ? t('adminRoleTools.verifyRole.verifying') : t('adminRoleTools.verifyRole.button')}
      </Button>
    </CardFooter>
  );
}
