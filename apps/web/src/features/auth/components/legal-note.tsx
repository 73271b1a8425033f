import { Trans } from 'react-i18next';
import { Link } from 'react-router';

/** 'By continuing, you agree to our Terms of Service and Privacy Policy.' with both links. */
export function LegalNote() {
  return (
    <p className="text-balance text-center text-muted-foreground text-xs leading-relaxed">
      <Trans
        i18nKey="auth.legal"
        components={{
          terms: <Link to="/terms" className="text-link underline" />,
          privacy: <Link to="/privacy" className="text-link underline" />,
        }}
      />
    </p>
  );
}
