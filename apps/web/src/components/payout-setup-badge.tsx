import type { PayoutSetup } from '@sortim/contracts/host-dashboard';
import CircleCheck from 'lucide-react/icons/circle-check';
import CircleDashed from 'lucide-react/icons/circle-dashed';
import { useTranslation } from 'react-i18next';
import { Badge } from '#/components/ui/badge.tsx';

/**
 * A host's payment setup in the words of their own dashboard card (Not Started, In Progress, Connected):
 * the host's card and the admin's host list show the same state the same way (payoutSetupOf).
 */
export function PayoutSetupBadge({ setup }: { setup: PayoutSetup }) {
  const { t } = useTranslation();
  if (setup === 'connected') {
    return (
      <Badge variant="accent">
        <CircleCheck aria-hidden />
        {t('hostDashboard.payouts.states.connected')}
      </Badge>
    );
  }
  return (
    <Badge variant="outline">
      <CircleDashed aria-hidden />
      {t(`hostDashboard.payouts.states.${setup}`)}
    </Badge>
  );
}
