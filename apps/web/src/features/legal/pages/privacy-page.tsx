import { LegalDocument } from '#/features/legal/components/legal-document.tsx';

export function PrivacyPage() {
  return <LegalDocument document="privacy" />;
}
