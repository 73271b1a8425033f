import Loader2 from 'lucide-react/icons/loader-circle';
import type * as React from 'react';
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

/**
 * A dialog that asks before something that cannot be undone: its trigger, a title, a description, what
 * follows (children), then Cancel and a destructive confirm. While the request runs (`pending`) the
 * confirm shows a spinner and its `pendingLabel`, and the dialog cannot be dismissed, so its outcome is
 * always seen. The caller owns `open` and closes it on success.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  closeLabel,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it; none when the caller opens it itself (a form asking before it saves). */
  trigger?: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  children?: React.ReactNode;
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={pending} onClick={() => !pending && onConfirm()}>
            {pending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
