// The five sections of Brand Management (doc 3 §2): Buttons, Text, Product Card, Banner and
// Layouts, each field of BrandingSettings once. Contrast below WCAG AA is flagged where it arises.
import type { ReactNode, Ref } from 'react';
import { Card, ColorPicker, Switch, TextField, WarningIcon } from '@vendy/ui-kit';
import { contrastWarning } from './contrast';
import { radiusError, type BrandingDraft, type ColorKey } from './brandingForm';
import { FontPicker } from './FontPicker';
import * as styles from './brand.css';

export const RADIUS_HELP = 'Whole pixels. Leave it empty for the default (8 px).';
export const HIDE_BRANDING_HELP = "Removes the 'Powered by Vendy' logo from your layouts.";
export const HIDE_BRANDING_LOCKED =
  'Hiding the Vendy branding comes with white-label branding, on the Standard and Growth plans.';

export interface SectionProps {
  draft: BrandingDraft;
  onChange: (change: Partial<BrandingDraft>) => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title} headingLevel={2}>
      {children}
    </Card>
  );
}

function Colour({
  draft,
  onChange,
  field,
  label,
}: SectionProps & { field: ColorKey; label: string }) {
  return (
    <ColorPicker
      label={label}
      value={draft[field]}
      onChange={(hex) => onChange({ [field]: hex })}
    />
  );
}

/** Says, politely and live, when text on a background falls below AA. */
function ContrastWarning({ message }: { message: string | null }) {
  return (
    <div role="status" className={styles.warning}>
      {message ? (
        <>
          <WarningIcon className={styles.warningIcon} />
          <span>{message}</span>
        </>
      ) : null}
    </div>
  );
}

export function ButtonsSection({
  radiusInputRef,
  ...props
}: SectionProps & { radiusInputRef?: Ref<HTMLInputElement> }) {
  const { draft, onChange } = props;
  const radius = radiusError(draft.buttonBorderRadius);
  return (
    <Section title="Buttons">
      <div className={styles.form}>
        <div className={styles.fields}>
          <Colour {...props} field="buttonBackgroundColor" label="Button background" />
          <Colour {...props} field="buttonTextColor" label="Button text colour" />
          <TextField
            label="Border radius (px)"
            inputMode="numeric"
            inputRef={radiusInputRef}
            value={draft.buttonBorderRadius}
            onChange={(buttonBorderRadius) => onChange({ buttonBorderRadius })}
            description={RADIUS_HELP}
            isInvalid={radius !== null}
            errorMessage={radius}
          />
        </div>
        <FontPicker
          label="Button font"
          value={draft.buttonFont}
          onChange={(buttonFont) => onChange({ buttonFont })}
        />
      </div>
      <ContrastWarning
        message={contrastWarning(
          'Button text on the button background',
          draft.buttonTextColor,
          draft.buttonBackgroundColor,
        )}
      />
    </Section>
  );
}

export function TextSection(props: SectionProps) {
  const { draft, onChange } = props;
  return (
    <Section title="Text">
      <div className={styles.form}>
        <div className={styles.fields}>
          <Colour {...props} field="textColor" label="Text colour" />
          <Colour {...props} field="textHighlightColor" label="Text highlight" />
        </div>
        <FontPicker
          label="Text font"
          value={draft.textFont}
          onChange={(textFont) => onChange({ textFont })}
        />
      </div>
    </Section>
  );
}

export function ProductCardSection(props: SectionProps) {
  const { draft } = props;
  return (
    <Section title="Product Card">
      <div className={styles.fields}>
        <Colour {...props} field="productCardBackgroundColor" label="Card background" />
      </div>
      <ContrastWarning
        message={contrastWarning(
          'Text on the product card background',
          draft.textColor,
          draft.productCardBackgroundColor,
        )}
      />
    </Section>
  );
}

export function BannerSection(props: SectionProps) {
  return (
    <Section title="Banner">
      <div className={styles.fields}>
        <Colour {...props} field="bannerHighlightColor" label="Banner highlight" />
      </div>
    </Section>
  );
}

export function LayoutsSection({
  draft,
  onChange,
  canHideBranding,
}: SectionProps & { canHideBranding: boolean }) {
  return (
    <Section title="Layouts">
      <Switch
        isSelected={draft.hideVendyBranding && canHideBranding}
        isDisabled={!canHideBranding}
        onChange={(hideVendyBranding) => onChange({ hideVendyBranding })}
        description={canHideBranding ? HIDE_BRANDING_HELP : HIDE_BRANDING_LOCKED}
      >
        Hide Vendy branding
      </Switch>
    </Section>
  );
}
