import type { DeleteActivityResult } from '@sortim/contracts/hosting';
import type { UseMutationResult } from '@tanstack/react-query';
import Trash2 from 'lucide-react/icons/trash';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/confirm-dialog.tsx';
import { Button } from '#/components/ui/button.tsx';
import { toast } from '#/lib/toast.ts';

/**
 * Whom deleting an activity reaches: paying guests, refunded; guests of a free activity, booked but
 * having paid nothing, whose bookings are cancelled, not refunded; or nobody (erased for good).
 */
export function deleteReach(paidBookings: number, paid: boolean): 'refunds' | 'booked' | 'nobody' {
  if (paidBookings === 0) return 'nobody';
  return paid ? 'refunds' : 'booked';
}

/** The words of a delete dialog, said by whoever deletes (a host, an admin). */
export interface DeleteActivityCopy {
  trigger: string;
  title: string;
  description: string;
  /** The paragraph under the description: what becomes of the activity and its guests. */
  detail: string;
  close: string;
  cancel: string;
  confirm: string;
  deleting: string;
  deleted: string;
  deletedRefunded: (count: number) => string;
}

/**
 * 'Delete Activity?', for a host's activity or for an admin's: the caller gives the delete to run and the
 * words that name what happens to the guests. On success the dialog closes and a toast says how many were
 * refunded; while the delete is on its way the dialog cannot be dismissed, so its outcome is always seen.
 */
export function DeleteActivityDialog({
  activityId,
  remove,
  onFailed,
  copy,
  trigger,
}: {
  activityId: string;
  remove: UseMutationResult<DeleteActivityResult, Error, string>;
  onFailed: (error: Error) => void;
  copy: DeleteActivityCopy;
  /** The trigger button's own fit: 'stacked' in a compact row, `fill` to share a row, a fuller name. */
  trigger?: { size?: 'stacked'; fill?: boolean; 'aria-label'?: string };
}) {
  const [open, setOpen] = useState(false);

  const confirm = () => {
    remove.mutate(activityId, {
      onSuccess: (result) => {
        setOpen(false);
        toast.success(
          copy.deleted,
          result.refundedBookings > 0
            ? { description: copy.deletedRefunded(result.refundedBookings) }
            : undefined,
        );
      },
      onError: onFailed,
    });
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost-destructive" {...trigger}>
          <Trash2 aria-hidden />
          {copy.trigger}
        </Button>
      }
      title={copy.title}
      description={copy.description}
      closeLabel={copy.close}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      pendingLabel={copy.deleting}
      pending={remove.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">{copy.detail}</p>
    </ConfirmDialog>
  );
}
