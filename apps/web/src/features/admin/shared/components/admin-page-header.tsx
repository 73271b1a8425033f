import ArrowLeft from 'lucide-react/icons/arrow-left';
import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#/components/page-header.tsx';
import { Button } from '#/components/ui/button.tsx';

/** An admin page's title under a 'Back to Admin Dashboard' link; `children` go under the subtitle. */
export function AdminPageHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col pt-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2.5 self-start text-muted-foreground">
        <Link to="/admin">
          <ArrowLeft aria-hidden />
          {t('adminDashboard.common.back')}
        </Link>
      </Button>
      <PageHeader title={title} subtitle={subtitle} spacing="compact">
        {children}
      </PageHeader>
    </div>
  );
}
