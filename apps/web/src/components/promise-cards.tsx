import BadgeCheck from 'lucide-react/icons/badge-check';
import HeartHandshake from 'lucide-react/icons/heart-handshake';
import LockKeyhole from 'lucide-react/icons/lock-keyhole';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '#/components/ui/card.tsx';

/** The marketing promises: verified hosts, secure payments, safe spaces. */
export function PromiseCards() {
  const { t } = useTranslation();
  const promises = [
    { icon: BadgeCheck, title: t('promises.verified.title'), body: t('promises.verified.body') },
    { icon: LockKeyhole, title: t('promises.payments.title'), body: t('promises.payments.body') },
    { icon: HeartHandshake, title: t('promises.safe.title'), body: t('promises.safe.body') },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {promises.map(({ icon: Icon, title, body }) => (
        <li key={title}>
          <Card size="snug" className="h-full">
            <CardHeader gap="loose">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon aria-hidden className="size-5" />
              </span>
              <CardTitle size="lg">{title}</CardTitle>
            </CardHeader>
            <CardContent className="text-muted-foreground">{body}</CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}
