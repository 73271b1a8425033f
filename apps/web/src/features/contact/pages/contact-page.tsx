import { SUPPORT_EMAIL } from '@sortim/contracts/product';
import Clock from 'lucide-react/icons/clock';
import Info from 'lucide-react/icons/info';
import Mail from 'lucide-react/icons/mail';
import MapPin from 'lucide-react/icons/map-pin';
import type * as React from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '#/components/page-header.tsx';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '#/components/ui/accordion.tsx';
import { Card, CardContent, CardHeader } from '#/components/ui/card.tsx';
import { ContactForm } from '#/features/contact/components/contact-form.tsx';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container pb-16">
      <PageHeader title={t('contact.title')} subtitle={t('contact.subtitle')} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Card>
          <CardHeader>
            <h2 className="font-semibold text-xl leading-none">{t('contact.formTitle')}</h2>
          </CardHeader>
          <CardContent>
            <ContactForm />
          </CardContent>
        </Card>
        <div className="flex flex-col gap-4">
          <InfoCard icon={Mail} title={t('contact.emailTitle')}>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="break-all text-link hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </InfoCard>
          <InfoCard icon={MapPin} title={t('contact.locationTitle')}>
            {t('contact.location')}
          </InfoCard>
          <InfoCard icon={Clock} title={t('contact.hoursTitle')}>
            {t('contact.hours')}
          </InfoCard>
          <InfoCard icon={Info} title={t('contact.aboutTitle')}>
            {t('contact.about')}
          </InfoCard>
        </div>
      </div>
      <section aria-labelledby="faq" className="mt-12 max-w-3xl">
        <h2 id="faq" className="mb-2 font-bold text-title tracking-tight">
          {t('contact.faqTitle')}
        </h2>
        <Accordion type="single" collapsible>
          <AccordionItem value="host">
            <AccordionTrigger size="lg">{t('contact.faq.hostQuestion')}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">
              <Trans
                i18nKey="contact.faq.hostAnswer"
                components={{ link: <Link to="/become-host" className="text-link underline" /> }}
              />
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="cancel">
            <AccordionTrigger size="lg">{t('contact.faq.cancelQuestion')}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">
              {t('contact.faq.cancelAnswer')}
            </AccordionContent>
          </AccordionItem>
          <AccordionItem value="payment">
            <AccordionTrigger size="lg">{t('contact.faq.paymentQuestion')}</AccordionTrigger>
            <AccordionContent className="text-muted-foreground">
              {t('contact.faq.paymentAnswer')}
            </AccordionContent>
          </AccordionItem>
        </Accordion>
      </section>
    </div>
  );
}

function InfoCard({
  icon: Icon,
  title,
  children,
}: {
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <Card size="compact">
      <CardHeader inset="compact">
        <h2 className="flex items-center gap-2 font-semibold">
          <Icon aria-hidden className="size-4 text-primary" />
          {title}
        </h2>
      </CardHeader>
      <CardContent inset="compact" className="text-muted-foreground text-sm">
        {children}
      </CardContent>
    </Card>
  );
}
