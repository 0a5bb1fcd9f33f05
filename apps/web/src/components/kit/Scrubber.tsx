// A time slider over a local video ('Select from Video'): arrow keys step a tenth of a second,
// Page Up/Down ten steps, Home/End jump to the ends.
import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components';
import { formatDuration } from '../../lib/format';
import * as styles from './kit.css';

export interface ScrubberProps {
  label: string;
  /** Seconds. */
  duration: number;
  value: number;
  onChange: (seconds: number) => void;
  /** Called when a drag or key press ends, with the final time. */
  onChangeEnd?: (seconds: number) => void;
  isDisabled?: boolean;
}

const STEP = 0.1;

export function Scrubber({
  label,
  duration,
  value,
  onChange,
  onChangeEnd,
  isDisabled,
}: ScrubberProps) {
  const max = Math.max(STEP, duration);
  return (
    <Slider
      className={styles.slider}
      minValue={0}
      maxValue={max}
      step={STEP}
      value={Math.min(value, max)}
      onChange={onChange}
      onChangeEnd={onChangeEnd}
      isDisabled={isDisabled}
      formatOptions={{ maximumFractionDigits: 1 }}
    >
      <Label className={styles.label}>{label}</Label>
      <SliderOutput className={styles.sliderOutput}>
        {({ state }) =>
          `${formatDuration(Math.floor(state.getThumbValue(0)))} / ${formatDuration(duration)}`
        }
      </SliderOutput>
      <SliderTrack className={styles.sliderTrack}>
        <SliderThumb className={styles.sliderThumb} />
      </SliderTrack>
    </Slider>
  );
}
