import type { Profile } from '@sortim/contracts/me';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';
import { Label } from '#/components/ui/label.tsx';
import { Switch } from '#/components/ui/switch.tsx';
import { errorMessage } from '#/lib/api-client.ts';
import { setMyProfile } from '#/lib/session.ts';
import { toast } from '#/lib/toast.ts';

/** A card's words: its heading, the switch's label and hint, and the toasts after a change. */
export type EmailSwitchText = {
  title: string;
  label: string;
  hint: string;
  on: string;
  off: string;
  failed: string;
};

/**
 * A profile card holding one switch of an e-mail the person gets (reminders, saved activities): the switch
 * moves at once and moves back if the server refuses; a toast says the outcome. `save` sends the new
 * setting and answers the saved profile, which goes into the session.
 */
export function EmailSwitchCard({
  icon: Icon,
  text,
  enabled,
  save,
}: {
  icon: LucideIcon;
  text: EmailSwitchText;
  enabled: boolean;
  save: (enabled: boolean) => Promise<Profile>;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: save,
    onSuccess: (profile) => setMyProfile(queryClient, profile),
  });
  const checked = update.isPending ? update.variables : enabled;

  const change = (next: boolean) => {
    if (update.isPending) return;
    update.mutate(next, {
      onSuccess: () => toast.success(next ? text.on : text.off),
      onError: (error) => toast.error(errorMessage(error, text.failed)),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <Icon aria-hidden className="size-5 text-primary" />
            {text.title}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        <div className="flex items-center justify-between gap-4">
          <Label htmlFor={id}>
            {/* The label may wrap on a phone: its own line height, the Label's being one line's. */}
            <span className="leading-snug">{text.label}</span>
          </Label>
          {/* Not disabled while saving: a disabled control drops its focus; `change` ignores presses meanwhile. */}
          <Switch id={id} checked={checked} onCheckedChange={change} aria-describedby={`${id}-hint`} />
        </div>
        <p id={`${id}-hint`} className="text-muted-foreground text-sm">
          {text.hint}
        </p>
      </CardContent>
    </Card>
  );
}
