import Loader2 from 'lucide-react/icons/loader-circle';
import Sprout from 'lucide-react/icons/sprout';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '#/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '#/components/ui/card.tsx';
import { useSampleActivitiesStatus } from '#/features/seed/api/get-sample-activities-status.ts';
import { useSeedActivities } from '#/features/seed/api/seed-activities.ts';
import { ApiRequestError, errorMessage } from '#/lib/api-client.ts';
import { toast } from '#/lib/toast.ts';

/**
 * 'Seed Sample Activities': 8 sample activities (€8 to €35) for the signed-in host, then a way to /home
 * to see them. The server decides who may; its refusal is shown as it says it. Where the server does not
 * offer them (production: they would be published to real guests) the button is not shown.
 */
export function SeedActivitiesCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const seed = useSeedActivities();
  const status = useSampleActivitiesStatus();
  // After a failed status check the button stays: the server has the last word.
  const unavailable = status.data?.available === false;

  const run = () => {
    if (seed.isPending) return;
    seed.mutate(undefined, {
      onSuccess: () =>
        toast.success(t('seed.sample.seeded'), {
          action: { label: t('seed.sample.viewHome'), onClick: () => void navigate('/home') },
        }),
      onError: (error) => {
        const status = error instanceof ApiRequestError ? error.status : 0;
        // The spec's two refusals, in the server's words when it gave them.
        const fallback =
          status === 401
            ? t('seed.sample.mustBeLoggedIn')
            : status === 403
              ? t('seed.sample.mustBeHost')
              : t('errors.tryLater');
        toast.error(t('errors.generic'), { description: errorMessage(error, fallback) });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 className="flex flex-wrap items-center gap-2 text-lg">
            <Sprout aria-hidden className="size-5 text-primary" />
            {t('seed.sample.title')}
          </h2>
        </CardTitle>
        <CardDescription>{t('seed.sample.body')}</CardDescription>
      </CardHeader>
      {seed.isSuccess && (
        <CardContent>
          <p role="status" className="font-medium">
            {t('seed.sample.seeded')}
          </p>
        </CardContent>
      )}
      {unavailable ? (
        <CardContent>
          <p role="status" className="text-muted-foreground text-sm">
            {t('seed.sample.unavailable')}
          </p>
        </CardContent>
      ) : (
        <CardFooter className="flex flex-wrap gap-2">
          <Button disabled={status.isPending || seed.isPending} onClick={run}>
            {seed.isPending && <Loader2 aria-hidden className="motion-safe:animate-spin" />}
            {seed.isPending ? t('seed.sample.seeding') : t('seed.sample.button')}
          </Button>
          {seed.isSuccess && (
            <Button asChild variant="outline">
              <Link to="/home">{t('seed.sample.viewHome')}</Link>
            </Button>
          )}
        </CardFooter>
      )}
    </Card>
  );
}
