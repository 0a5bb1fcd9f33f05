import { useState } from 'react';
import {
  Button,
  Dialog,
  Heading,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import {
  ADD_COMPETING_PLACEMENT,
  REFUSAL_MESSAGES,
  activeStrategy,
  addCompetingPlacement,
  capabilities,
  choosePlacement,
  competingPlacements,
  needsPlacementChoice,
  type CompetingPlacement,
} from '../../model';
import { useTimelineStateIgnoring } from '../hooks';
import * as controls from '../MediaLibrary/controls.css';
import type { TimelineStore } from '../store';
import * as styles from './PlacementChooser.css';

export const CHOOSE_PLACEMENT_TITLE = 'Choose a product placement';
export const CHOOSE_PLACEMENT_TEXT =
  'This video has several competing product placements. Choose the one to edit on the product tracks.';

const share = (placement: CompetingPlacement) => `${placement.percentage || '0'}%`;

/** A placement in words: its title, its share of viewers and how many timed products it has. */
export function placementName(placement: CompetingPlacement): string {
  const title = placement.strategy.title.trim() || 'Untitled placement';
  const count = placement.strategy.timed.length;
  const products = `${count} timed ${count === 1 ? 'product' : 'products'}`;
  return `${title}, ${share(placement)} of viewers, ${products}`;
}

export interface PlacementChooserProps {
  store: TimelineStore;
}

/**
 * Which competing placement the product tracks show (doc 3 §2), and 'Add competing product
 * placement'. A radio group: arrow keys move between placements.
 */
export function PlacementChooser({ store }: PlacementChooserProps) {
  const state = useTimelineStateIgnoring(store);
  const placements = competingPlacements(state.doc);
  const active = activeStrategy(state);
  const mustChoose = needsPlacementChoice(state);

  return (
    <div className={styles.chooser}>
      {placements.length > 0 ? (
        <RadioGroup
          className={styles.group}
          orientation="horizontal"
          value={active?.key ?? null}
          onChange={(strategyKey) => store.run((s) => choosePlacement(s, { strategyKey }))}
          isInvalid={mustChoose}
        >
          <Label className={controls.label}>Product placement</Label>
          <div className={styles.radios}>
            {placements.map((placement) => (
              <Radio
                key={placement.strategy.key}
                value={placement.strategy.key}
                className={styles.radio}
                aria-label={placementName(placement)}
              >
                <span className={styles.dot} aria-hidden="true" />
                {placement.strategy.title}
                <span className={styles.share}>{share(placement)}</span>
              </Radio>
            ))}
          </div>
          {mustChoose ? (
            <p className={controls.message}>{REFUSAL_MESSAGES['no-placement']}</p>
          ) : null}
        </RadioGroup>
      ) : null}
      <Button
        className={controls.button}
        isDisabled={!capabilities(state).canEditPlacements}
        onPress={() => store.run((s) => addCompetingPlacement(s))}
      >
        {ADD_COMPETING_PLACEMENT}
      </Button>
    </div>
  );
}

export interface PlacementChoiceDialogProps {
  store: TimelineStore;
}

/**
 * Asks which placement to edit when a video has several and none is chosen yet (doc 3 §2). It can
 * be put off ('Not now'); the product tracks then wait for a choice in `PlacementChooser`.
 */
export function PlacementChoiceDialog({ store }: PlacementChoiceDialogProps) {
  const state = useTimelineStateIgnoring(store);
  const [putOff, setPutOff] = useState(false);
  const isOpen = needsPlacementChoice(state) && !putOff;
  const placements = competingPlacements(state.doc);

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      isDismissable
      onOpenChange={(open) => {
        if (!open) setPutOff(true);
      }}
    >
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.heading}>
            {CHOOSE_PLACEMENT_TITLE}
          </Heading>
          <p className={controls.message}>{CHOOSE_PLACEMENT_TEXT}</p>
          <ul className={styles.choices}>
            {placements.map((placement) => (
              <li key={placement.strategy.key}>
                <Button
                  className={[controls.button, styles.choice].join(' ')}
                  onPress={() =>
                    store.run((s) => choosePlacement(s, { strategyKey: placement.strategy.key }))
                  }
                >
                  <span>{placement.strategy.title}</span>
                  <span>{share(placement)}</span>
                </Button>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button className={controls.button} onPress={() => setPutOff(true)}>
              Not now
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
