import ArrowRight from 'lucide-react/icons/arrow-right';
import LayoutDashboard from 'lucide-react/icons/layout-dashboard';
import Store from 'lucide-react/icons/store';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/** Hosts and admins get 'Host Dashboard'; everyone else is invited to 'Become a Host'. */
export function HostingCard({ isHost }: { isHost: boolean }) {
  const { t } = useTranslation();
  const copy = isHost
    ? { ...t('profile.hostCard', { returnObjects: true }), to: '/host-dashboard', Icon: LayoutDashboard }
    : { ...t('profile.becomeHostCard', { returnObjects: true }), to: '/become-host', Icon: Store };
  const { Icon } = copy;

  return (
    <Card tone="highlight">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2 text-lg">
            <Icon aria-hidden className="size-5 text-primary" />
            {copy.title}
          </h2>
        </CardTitle>
        <CardDescription>{copy.body}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild className="w-full">
          <Link to={copy.to}>
            {copy.button}
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
