// A brand font: its family and its variant ('Regular', 'Bold Italic'...), chosen apart; each family
// in the list is shown in its own face (fonts from our server through the page's font loader).
import { createContext, useContext, useEffect, type CSSProperties } from 'react';
import {
  BRAND_FONTS,
  brandFont,
  fontName,
  variantLabel,
  type FontVariant,
} from '@vendy/client/domain';
import { Select, type SelectOption } from '@vendy/ui-kit';
import { withFamily, type FontChoice } from './brandingForm';
import { loadBrandFonts } from './fontLoader';
import * as styles from './brand.css';

/** How the page loads fonts for its previews (stories and tests give a stand-in). */
export const BrandFontLoaderContext =
  createContext<(names: readonly string[]) => Promise<void>>(loadBrandFonts);

export const CHOOSE_VARIANT = 'Choose a style: the font is saved only with one.';

const familyStyle = (label: string): CSSProperties => ({ fontFamily: `"${label}", sans-serif` });

const FAMILY_OPTIONS: readonly SelectOption<string>[] = BRAND_FONTS.map((font) => ({
  id: font.id,
  label: font.label,
  labelStyle: familyStyle(font.label),
}));

/** Loads the regular face of every family once, for the family lists. */
export function useFamilyPreviews() {
  const load = useContext(BrandFontLoaderContext);
  useEffect(() => {
    void load(BRAND_FONTS.map((font) => fontName(font.id, 'n4')));
  }, [load]);
}

export interface FontPickerProps {
  /** 'Button font', 'Text font'. */
  label: string;
  value: FontChoice;
  onChange: (value: FontChoice) => void;
}

export function FontPicker({ label, value, onChange }: FontPickerProps) {
  const load = useContext(BrandFontLoaderContext);
  const family = value.family ? brandFont(value.family) : undefined;
  useEffect(() => {
    if (value.family && value.variant) void load([fontName(value.family, value.variant)]);
  }, [load, value.family, value.variant]);
  const variants: readonly SelectOption<FontVariant>[] = (family?.variants ?? []).map(
    (variant) => ({ id: variant, label: variantLabel(variant) }),
  );
  return (
    <div className={styles.fields}>
      <Select<string>
        label={label}
        placeholder="Choose a font"
        options={FAMILY_OPTIONS}
        value={value.family}
        onChange={(next) => onChange(withFamily(value, next))}
      />
      <Select<FontVariant>
        label={`${label} style`}
        placeholder="Choose a style"
        options={variants}
        value={value.variant}
        isDisabled={!family}
        onChange={(variant) => onChange({ ...value, variant })}
        description={family && !value.variant ? CHOOSE_VARIANT : undefined}
      />
    </div>
  );
}
