// Brand Management (/brand, doc 3 §2): the five sections of the group's viewer branding beside a
// live preview, 'Reset to Defaults' and 'Save Settings'. The page gets the saved settings and the
// calls; the route module loads, saves and reports.
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import type { BrandingValues } from '@vendy/client/domain';
import type { BrandingSettingsInput } from '@vendy/client/generated';
import { AlertDialog, Button } from '@vendy/ui-kit';
import * as page from '../../components/AssetListPage/assetPage.css';
import { FormError } from '../../components/FormError';
import { errorMessage, type Loadable } from '../../lib/loadable';
import {
  draftOf,
  hasChanges,
  previewBranding,
  radiusError,
  settingsInput,
  type BrandingDraft,
} from './brandingForm';
import {
  BannerSection,
  ButtonsSection,
  LayoutsSection,
  ProductCardSection,
  TextSection,
} from './BrandSections';
import { BrandPreview } from './BrandPreview';
import { useFamilyPreviews } from './FontPicker';
import * as styles from './brand.css';

export const TITLE = 'Brand Management';
export const INTRO =
  'Style the buttons, text, product cards and banners of your layouts to match your store.';
export const UNSAVED = 'You have unsaved changes.';
export const LEAVE_QUESTION =
  'Your branding changes are not saved. Leave this page without saving them?';
export const RESET_QUESTION =
  'Do you really want to reset your branding? Your colours, fonts and settings go back to the defaults.';

export interface BrandPageProps {
  settings: Loadable<BrandingValues>;
  /** The plan includes white-label branding: the Powered-by logo may be hidden. */
  canHideBranding: boolean;
  onRetry: () => void;
  /** Saves; resolves with what is now in force, rejects with the message to show. */
  onSave: (input: BrandingSettingsInput) => Promise<BrandingValues>;
  /** Deletes the saved branding; resolves with the defaults now in force. */
  onReset: () => Promise<BrandingValues>;
}

export function BrandPage({ settings, ...rest }: BrandPageProps) {
  if (settings.status === 'ready') return <BrandEditor saved={settings.data} {...rest} />;
  return (
    <div className={page.page}>
      <h1 className={page.heading}>{TITLE}</h1>
      <p className={styles.intro}>{INTRO}</p>
      {settings.status === 'loading' ? (
        <p role="status" className={styles.status}>
          Loading branding settings…
        </p>
      ) : (
        <div className={styles.readError}>
          <FormError message={settings.message} />
          <Button variant="secondary" onPress={rest.onRetry}>
            Try Again
          </Button>
        </div>
      )}
    </div>
  );
}

function BrandEditor({
  saved: initial,
  canHideBranding,
  onSave,
  onReset,
}: Omit<BrandPageProps, 'settings'> & { saved: BrandingValues }) {
  const [saved, setSaved] = useState(() => draftOf(initial));
  const [draft, setDraft] = useState(saved);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const radiusInput = useRef<HTMLInputElement>(null);
  useFamilyPreviews();

  // What is sent and previewed: without white-label branding the logo always shows.
  const effective: BrandingDraft = canHideBranding ? draft : { ...draft, hideVendyBranding: false };
  const preview = previewBranding(effective);
  const changed = hasChanges(effective, saved);
  useLeaveWarning(changed);
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) =>
      changed && !saving && currentLocation.pathname !== nextLocation.pathname,
  );

  const change = (patch: Partial<BrandingDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const showSaved = (values: BrandingValues) => {
    const next = draftOf(values);
    setSaved(next);
    setDraft(next);
  };

  async function save() {
    if (radiusError(draft.buttonBorderRadius)) {
      radiusInput.current?.focus();
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      showSaved(await onSave(settingsInput(effective)));
    } catch (error) {
      // Everything typed stays, to save again.
      setSaveError(errorMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const sections = { draft, onChange: change };
  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.heading}>{TITLE}</h1>
        <div className={styles.actions}>
          {changed && <span className={styles.unsaved}>{UNSAVED}</span>}
          <Button variant="secondary" onPress={() => setConfirmingReset(true)} isDisabled={saving}>
            Reset to Defaults
          </Button>
          <Button
            variant="primary"
            isPending={saving}
            pendingLabel="Saving"
            onPress={() => void save()}
          >
            Save Settings
          </Button>
        </div>
      </div>
      <p className={styles.intro}>{INTRO}</p>
      <FormError message={saveError} />
      <div className={styles.layoutFrame}>
        <div className={styles.layout}>
          {/* Not a <form>: Enter in a colour or radius field commits that field, it does not save. */}
          <div className={styles.form}>
            <ButtonsSection {...sections} radiusInputRef={radiusInput} />
            <TextSection {...sections} />
            <ProductCardSection {...sections} />
            <BannerSection {...sections} />
            <LayoutsSection {...sections} canHideBranding={canHideBranding} />
          </div>
          <div className={styles.previewColumn}>
            <BrandPreview branding={preview} />
          </div>
        </div>
      </div>
      <AlertDialog
        title="Reset to Defaults"
        confirmLabel="Reset"
        tone="danger"
        isOpen={confirmingReset}
        onOpenChange={setConfirmingReset}
        onConfirm={async () => {
          showSaved(await onReset());
          setSaveError(null);
        }}
        getErrorMessage={errorMessage}
      >
        {RESET_QUESTION}
      </AlertDialog>
      <AlertDialog
        title="Discard changes?"
        confirmLabel="Leave"
        cancelLabel="Keep editing"
        focusCancel
        isOpen={leaving.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && leaving.state === 'blocked') leaving.reset();
        }}
        onConfirm={() => leaving.proceed?.()}
      >
        {LEAVE_QUESTION}
      </AlertDialog>
    </div>
  );
}

/** Asks the browser to confirm leaving (closing the tab, reloading) while changes are unsaved. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
