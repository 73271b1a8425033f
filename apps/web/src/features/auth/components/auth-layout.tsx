import type * as React from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DocumentTitle } from '#/components/document-title.tsx';
import { LogoMark } from '#/components/logo.tsx';
import { Card, CardContent, CardHeader } from '#/components/ui/card.tsx';

/** The one card the account pages share: the mark (a way home: visitors have no header), title, form. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page-container flex justify-center py-8 md:py-16">
      <DocumentTitle title={title} />
      <Card size="roomy" className="w-full max-w-md">
        <CardHeader gap="loose" className="justify-items-center text-center">
          <Link to="/home" aria-label={t('app.homeLink')} className="rounded-full">
            <LogoMark className="size-12" />
          </Link>
          <h1 className="text-balance font-bold text-title tracking-tight">{title}</h1>
          {subtitle && <p className="text-balance text-muted-foreground">{subtitle}</p>}
        </CardHeader>
        <CardContent className="flex flex-col gap-6">{children}</CardContent>
      </Card>
    </div>
  );
}
