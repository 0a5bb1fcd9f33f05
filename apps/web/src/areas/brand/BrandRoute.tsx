// Route module for /brand: the plan's `branding` feature opens the page (others see the upgrade
// card and nothing is loaded; the server refuses them too); otherwise it loads the group's
// branding, saves it and resets it, with the spec's toasts.
import { activePlan, needsUpgrade } from '@vendy/client/domain';
import { toasts } from '@vendy/ui-kit';
import { useSession } from '../../session';
import { useRemote } from '../../lib/useRemote';
import { UpgradeCard } from '../../components/UpgradeCard';
import { loadBranding, resetBranding, saveBranding, type BrandingSettings } from './brandActions';
import { BrandPage } from './BrandPage';

export const SAVED = 'Settings saved successfully';
export const RESET_DONE = 'Branding reset to the defaults.';

export function BrandRoute() {
  const { currentUser } = useSession();
  const plan = activePlan(currentUser.currentGroup?.planHistory)?.plan;
  if (needsUpgrade({ plan, requiredFeature: 'branding' })) {
    return <UpgradeCard heading="Brand Management" />;
  }
  // Keyed by group: switching groups loads that group's branding afresh.
  return <BrandView key={currentUser.currentGroup?.id} />;
}

function BrandView() {
  const { state, reload } = useRemote<BrandingSettings>('branding', loadBranding);
  return (
    <BrandPage
      settings={state}
      // White-label branding comes with the same plans as the branding feature (doc 1 §9).
      canHideBranding
      onRetry={() => void reload()}
      onSave={async (input) => {
        const saved = await saveBranding(input);
        toasts.success(SAVED);
        return saved;
      }}
      onReset={async () => {
        const defaults = await resetBranding();
        toasts.success(RESET_DONE);
        return defaults;
      }}
    />
  );
}
