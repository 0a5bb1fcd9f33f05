import { useMemo, type ReactNode } from 'react';
import {
  Button,
  ColorArea,
  ColorField,
  ColorPicker as RACColorPicker,
  ColorPickerContext,
  ColorSlider,
  ColorSwatch,
  ColorThumb,
  Dialog,
  DialogTrigger,
  Input,
  Popover,
  SliderTrack,
  parseColor,
  type Color,
} from 'react-aria-components';
import { FieldDescription, FieldLabel } from '../TextField/Field';
import * as field from '../TextField/field.css';
import * as styles from './ColorPicker.css';

export { ColorPickerContext };

export interface ColorPickerProps {
  /** The visible label; it names the hex field and the button that opens the picker. */
  label: string;
  /** The colour as #rrggbb. */
  value: string;
  /** Called with the chosen colour as lower-case #rrggbb. */
  onChange: (hex: string) => void;
  /** Help text under the field (e.g. a contrast warning), linked to it. */
  description?: ReactNode;
  isDisabled?: boolean;
  className?: string;
}

const FALLBACK = '#000000';

function colorOf(value: string): Color {
  try {
    return parseColor(value);
  } catch {
    return parseColor(FALLBACK);
  }
}

/** A colour as stored: lower-case #rrggbb (alpha is not offered). */
export const hexOf = (color: Color): string => color.toString('hex').toLowerCase();

/**
 * A colour: its hex field (type a value, Enter or leaving the field commits it) and a swatch
 * button opening a saturation/brightness area and a hue slider, both moved with the arrow keys
 * (Page Up/Down and Home/End for bigger steps). RAC's ColorPicker keeps the three in step.
 */
export function ColorPicker({
  label,
  value,
  onChange,
  description,
  isDisabled,
  className,
}: ColorPickerProps) {
  const color = useMemo(() => colorOf(value), [value]);
  return (
    <RACColorPicker value={color} onChange={(next) => onChange(hexOf(next))}>
      <ColorField
        className={[field.root, className].filter(Boolean).join(' ')}
        isDisabled={isDisabled}
      >
        <FieldLabel>{label}</FieldLabel>
        <div className={styles.row}>
          <DialogTrigger>
            <Button
              className={styles.swatchButton}
              aria-label={`Choose ${label.toLowerCase()}`}
              isDisabled={isDisabled}
            >
              <ColorSwatch className={styles.swatch} />
            </Button>
            <Popover className={styles.popover} placement="bottom start">
              <Dialog className={styles.dialog} aria-label={label}>
                <ColorArea
                  aria-label="Saturation and brightness"
                  className={styles.area}
                  colorSpace="hsb"
                  xChannel="saturation"
                  yChannel="brightness"
                >
                  <ColorThumb className={styles.thumb} />
                </ColorArea>
                <ColorSlider className={styles.slider} colorSpace="hsb" channel="hue">
                  <SliderTrack className={styles.track}>
                    <ColorThumb className={[styles.thumb, styles.sliderThumb].join(' ')} />
                  </SliderTrack>
                </ColorSlider>
              </Dialog>
            </Popover>
          </DialogTrigger>
          <Input className={styles.hexInput} />
        </div>
        <FieldDescription>{description}</FieldDescription>
      </ColorField>
    </RACColorPicker>
  );
}
