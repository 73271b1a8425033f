import type { AdminUserRow } from '@sortim/contracts/admin';
import { ROLES, type Role } from '@sortim/contracts/taxonomy';
import Loader2 from 'lucide-react/icons/loader-circle';
import ShieldCheck from 'lucide-react/icons/shield-check';
import type * as React from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#/components/ui/button.tsx';
import { Checkbox } from '#/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#/components/ui/dialog.tsx';
import { Label } from '#/components/ui/label.tsx';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { useSetAdminUserRoles } from '#/features/admin/users/api/users-set-roles.ts';
import { toast } from '#/lib/toast.ts';

/** The roles an admin ticks; 'user' is everyone's and stays. */
const EDITABLE: readonly Exclude<Role, 'user'>[] = ['admin', 'host', 'verified_host'];

/** host and verified_host are one or the other: a verified host is a host with the badge (spec §4). */
const EXCLUSIVE: Partial<Record<Role, Role>> = { host: 'verified_host', verified_host: 'host' };

/**
 * 'Roles': tick boxes whose state REPLACES the user's whole role set on Save. The admin's own admin box is
 * locked (the server refuses to drop it too); the server's refusal (e.g. verifying a host without payouts)
 * comes back as the 'Failed to update roles' toast with its reason.
 */
export function UserRolesDialog({ user, isSelf }: { user: AdminUserRow; isSelf: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const setRoles = useSetAdminUserRoles();

  return (
    <Dialog open={open} onOpenChange={(next) => !setRoles.isPending && setOpen(next)}>
      <DialogTrigger asChild>
        <Button
          aria-label={`${t('adminUsers.card.roles')} ${user.displayName}`}
          variant="outline"
          size="sm"
          fill
        >
          <ShieldCheck aria-hidden />
          {t('adminUsers.card.roles')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminUsers.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminUsers.rolesDialog.title', { name: user.displayName })}</DialogTitle>
          <DialogDescription>{t('adminUsers.rolesDialog.description')}</DialogDescription>
        </DialogHeader>
        <RolesForm user={user} isSelf={isSelf} mutation={setRoles} onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RolesForm({
  user,
  isSelf,
  mutation,
  onDone,
}: {
  user: AdminUserRow;
  isSelf: boolean;
  mutation: ReturnType<typeof useSetAdminUserRoles>;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  // Mounted on each opening, so it starts from the user's current roles.
  const failure = useAdminFailureToast();
  const [checked, setChecked] = useState<ReadonlySet<Role>>(() => new Set(user.roles));

  const toggle = (role: Role, on: boolean) =>
    setChecked((current) => {
      const next = new Set(current);
      if (on) {
        next.add(role);
        const other = EXCLUSIVE[role];
        if (other) next.delete(other);
      } else {
        next.delete(role);
      }
      return next;
    });

  const roles: Role[] = ROLES.filter((role) => role === 'user' || checked.has(role));
  const current = new Set<Role>([...user.roles, 'user']);
  const unchanged = roles.length === current.size && roles.every((role) => current.has(role));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    mutation.mutate(
      { id: user.id, roles },
      {
        onSuccess: (result) => {
          onDone();
          toast.success(t('adminUsers.rolesDialog.saved'), {
            description: t('adminUsers.rolesDialog.savedDescription', {
              name: user.displayName,
              roles: result.roles.map((role) => t(`adminUsers.roles.${role}`)).join(', '),
            }),
          });
        },
        onError: (error) => failure(error, t('adminUsers.rolesDialog.failed')),
      },
    );
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-3">
        <legend className="sr-only">{t('adminUsers.rolesDialog.legend')}</legend>
        <RoleOption
          id={`${id}-user`}
          value="user"
          checked
          disabled
          hint={t('adminUsers.rolesDialog.hints.user')}
        />
        {EDITABLE.map((role) => {
          const locked = role === 'admin' && isSelf;
          return (
            <RoleOption
              key={role}
              id={`${id}-${role}`}
              value={role}
              checked={checked.has(role)}
              disabled={locked || mutation.isPending}
              hint={
                locked
                  ? t('adminUsers.rolesDialog.hints.ownAdmin')
                  : t(`adminUsers.rolesDialog.hints.${role}`)
              }
              onChange={(on) => toggle(role, on)}
            />
          );
        })}
      </fieldset>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={mutation.isPending}>
            {t('adminUsers.cancel')}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={mutation.isPending || unchanged}>
          {mutation.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
          {mutation.isPending ? t('adminUsers.rolesDialog.saving') : t('adminUsers.rolesDialog.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RoleOption({
  id,
  value,
  checked,
  disabled,
  hint,
  onChange,
}: {
  id: string;
  value: Role;
  checked: boolean;
  disabled?: boolean;
  hint: string;
  onChange?: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 rounded-lg border p-3">
      <Checkbox
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(state) => onChange?.(state === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="cursor-pointer">
          {t(`adminUsers.roles.${value}`)}
        </Label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </p>
      </div>
    </div>
  );
}
