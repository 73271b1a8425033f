import { zodResolver } from '@hookform/resolvers/zod';
import { AdminCreateUserInput } from '@sortim/contracts/admin';
import Loader2 from 'lucide-react/icons/loader-circle';
import UserPlus from 'lucide-react/icons/user-plus';
import { useState } from 'react';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, fieldAria } from '#/components/form-field.tsx';
import { PasswordInput } from '#/components/password-input.tsx';
import { Button } from '#/components/ui/button.tsx';
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
import { Input } from '#/components/ui/input.tsx';
import { useAdminFailureToast } from '#/features/admin/shared/components/use-admin-failure-toast.ts';
import { useCreateAdminUser } from '#/features/admin/users/api/users-create.ts';
import { applyServerFieldErrors, useValidationMessage } from '#/lib/form-errors.ts';
import { toast } from '#/lib/toast.ts';

type Field = keyof AdminCreateUserInput;
/** The order the form reads in, and so which failing rule counts as the first. */
const FIELDS: readonly Field[] = ['email', 'password', 'displayName'];
const EMPTY = { email: '', password: '', displayName: '' };

/**
 * 'Add User': e-mail, password and an optional name, checked with the contract's rules on submit. The
 * first failing rule's message is the error toast (spec), each field also shows its own; the account is
 * created with its e-mail already confirmed, so the person can sign in at once.
 */
export function AddUserDialog() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const create = useCreateAdminUser();
  const failure = useAdminFailureToast();
  const form = useForm({ resolver: zodResolver(AdminCreateUserInput), defaultValues: EMPTY });
  const { errors } = form.formState;
  const message = useValidationMessage();

  const onOpenChange = (next: boolean) => {
    if (create.isPending) return;
    setOpen(next);
    if (!next) form.reset(EMPTY);
  };

  const onInvalid = (invalid: FieldErrors<AdminCreateUserInput>) => {
    const first = FIELDS.map((field) => message(invalid[field])).find(Boolean);
    if (first) toast.error(first);
  };

  const onSubmit = form.handleSubmit(
    (input) =>
      create.mutateAsync(input).then(
        () => {
          toast.success(t('adminUsers.addUser.created'), {
            description: t('adminUsers.addUser.createdDescription', { email: input.email }),
          });
          setOpen(false);
          form.reset(EMPTY);
        },
        (error: unknown) => {
          applyServerFieldErrors(error, FIELDS, form.setError);
          failure(error, t('adminUsers.addUser.failed'));
        },
      ),
    onInvalid,
  );

  const fieldProps = (field: Field, id: string) => ({
    ...fieldAria(id, message(errors[field])),
    ...form.register(field),
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button>
          <UserPlus aria-hidden />
          {t('adminUsers.addUser.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('adminUsers.close')}>
        <DialogHeader>
          <DialogTitle>{t('adminUsers.addUser.title')}</DialogTitle>
          <DialogDescription>{t('adminUsers.addUser.description')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          <FormField id="add-user-email" label={t('adminUsers.addUser.email')} error={message(errors.email)}>
            <Input type="email" autoComplete="off" {...fieldProps('email', 'add-user-email')} />
          </FormField>
          <FormField
            id="add-user-password"
            label={t('adminUsers.addUser.password')}
            error={message(errors.password)}
            hint={t('adminUsers.addUser.passwordHint')}
          >
            <PasswordInput
              autoComplete="new-password"
              {...fieldAria(
                'add-user-password',
                message(errors.password),
                t('adminUsers.addUser.passwordHint'),
              )}
              {...form.register('password')}
            />
          </FormField>
          <FormField
            id="add-user-name"
            label={t('adminUsers.addUser.name')}
            error={message(errors.displayName)}
          >
            <Input autoComplete="off" {...fieldProps('displayName', 'add-user-name')} />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={create.isPending}>
                {t('adminUsers.cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
              {create.isPending ? t('adminUsers.addUser.creating') : t('adminUsers.addUser.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
