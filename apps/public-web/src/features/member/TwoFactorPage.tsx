import { TWO_FACTOR_TEXTS } from '@lendbridge/domain';
import { FormCard } from '../../shared/layout/FormCard';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * /member/two-factor: two-factor sign-in for any signed-in account, also staff without a member
 * profile, who must turn it on here in production before anything else opens to them.
 */
export function TwoFactorPage() {
  return (
    <FormCard title={TWO_FACTOR_TEXTS.sectionTitle}>
      <TwoFactorSection />
    </FormCard>
  );
}
