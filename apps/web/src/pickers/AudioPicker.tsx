// Picks audio tracks for timeline segments (doc 3 §2), six per page.
import { PICKER_PAGE_SIZES } from '@vendy/client/domain';
import type { AudioFieldsFragment } from '@vendy/client/generated';
import { AudioIcon } from '@vendy/ui-kit';
import type { Loadable } from '../lib/loadable';
import { formatDuration } from '../lib/format';
import { MediaPicker, type PickerSelectionMode } from './MediaPicker';
import * as styles from './MediaPicker.css';

export interface AudioPickerProps {
  audios: Loadable<readonly AudioFieldsFragment[]>;
  selectionMode?: PickerSelectionMode;
  selectedKeys: ReadonlySet<string>;
  onSelectionChange: (keys: Set<string>) => void;
  label?: string;
}

export function AudioPicker({
  audios,
  selectionMode = 'single',
  selectedKeys,
  onSelectionChange,
  label = 'Audio',
}: AudioPickerProps) {
  return (
    <MediaPicker
      label={label}
      searchLabel="Search Audio"
      items={audios}
      selectionMode={selectionMode}
      selectedKeys={selectedKeys}
      onSelectionChange={onSelectionChange}
      pageSize={PICKER_PAGE_SIZES.audios}
      emptyText="No audio found."
      noItemsText="You don't have any audio."
      describe={(audio) => `${formatDuration(audio.duration)}${audio.loop ? ' · Loops' : ''}`}
      renderItem={() => (
        <span className={styles.iconPicture}>
          <AudioIcon size={32} />
        </span>
      )}
    />
  );
}
