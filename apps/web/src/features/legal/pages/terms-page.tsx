import { LegalDocument } from '#/features/legal/components/legal-document.tsx';

export function TermsPage() {
  return <LegalDocument document="terms" />;
}
