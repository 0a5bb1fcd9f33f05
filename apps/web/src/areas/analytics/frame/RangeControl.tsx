// The period: a preset (Last 7, 30 or 90 days) or a custom range of calendar days (a react-aria
// DateRangePicker: type the dates segment by segment, or open the calendar; arrow keys move, Enter
// chooses). The period is compared with the same number of days just before it.
import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button as RACButton,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
  Text,
  type DateValue,
  type RangeValue,
} from 'react-aria-components';
import { Button, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, Select } from '@vendy/ui-kit';
import type { DateRange } from '@vendy/client/domain';
import {
  calendarDaysOf,
  calendarRange,
  PRESETS,
  presetRange,
  rangeProblem,
  type PresetId,
} from './ranges';
import * as styles from './frame.css';

export type RangeChoice = { preset: PresetId } | { preset: 'custom'; range: DateRange };

export function rangeOfChoice(choice: RangeChoice, now: Date): DateRange {
  if (choice.preset === 'custom') return choice.range;
  const preset = PRESETS.find((p) => p.id === choice.preset)!;
  return presetRange(preset.days, now);
}

const OPTIONS = [
  ...PRESETS.map((p) => ({ id: p.id as PresetId | 'custom', label: p.label })),
  { id: 'custom' as const, label: 'Custom range' },
];

export interface RangeControlProps {
  choice: RangeChoice;
  now: Date;
  onChange: (choice: RangeChoice) => void;
}

export function RangeControl({ choice, now, onChange }: RangeControlProps) {
  const current = rangeOfChoice(choice, now);
  const [draft, setDraft] = useState<RangeValue<CalendarDate> | null>(() =>
    calendarDaysOf(current),
  );
  const problem = draft ? rangeProblem(calendarRange(draft.start, draft.end)) : null;
  return (
    <div className={styles.controls}>
      <Select<PresetId | 'custom'>
        label="Period"
        options={OPTIONS}
        value={choice.preset}
        onChange={(id) => {
          if (!id) return;
          if (id === 'custom') {
            setDraft(calendarDaysOf(current));
            onChange({ preset: 'custom', range: current });
          } else onChange({ preset: id });
        }}
      />
      {choice.preset === 'custom' && (
        <DateRangePicker<CalendarDate>
          className={styles.rangeFields}
          value={draft}
          maxValue={calendarDaysOf(presetRange(1, now)).end}
          isInvalid={problem !== null}
          onChange={(value) => {
            setDraft(value);
            if (value && !rangeProblem(calendarRange(value.start, value.end))) {
              onChange({ preset: 'custom', range: calendarRange(value.start, value.end) });
            }
          }}
        >
          <Label className={styles.rangeLabel}>Dates (UTC)</Label>
          <Group className={styles.rangeGroup}>
            <DateInput slot="start" className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <span aria-hidden="true">–</span>
            <DateInput slot="end" className={styles.dateInput}>
              {(segment) => <DateSegment segment={segment} className={styles.segment} />}
            </DateInput>
            <Button
              variant="ghost"
              size="sm"
              icon={<ChevronDownIcon />}
              aria-label="Open calendar"
            />
          </Group>
          <Text slot="description" className={styles.muted}>
            First and last day, both included.
          </Text>
          {problem && <FieldError className={styles.fieldError}>{problem}</FieldError>}
          <Popover className={styles.popover}>
            <Dialog aria-label="Choose dates">
              <RangeCalendar<DateValue>>
                <header className={styles.calendarHeader}>
                  <RACButton
                    slot="previous"
                    aria-label="Previous month"
                    className={styles.calendarCell}
                  >
                    <ChevronLeftIcon />
                  </RACButton>
                  <Heading className={styles.calendarTitle} />
                  <RACButton slot="next" aria-label="Next month" className={styles.calendarCell}>
                    <ChevronRightIcon />
                  </RACButton>
                </header>
                <CalendarGrid>
                  {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
                </CalendarGrid>
              </RangeCalendar>
            </Dialog>
          </Popover>
        </DateRangePicker>
      )}
    </div>
  );
}
