// The layout wizard (doc 3 §2, §4): three collapsible steps, Basic Information, Media and Embed
// into Shopify. A step can be reopened only once reached; a new layout starts on Basic
// Information, a draft opens on Media, a finished layout opens with every step done. Saving the
// basic information moves on to Media, 'Finalize' to the embed step, 'Finish' closes.
import { useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components';
import { initialWizardState, WIZARD_STEPS, type WizardState } from '@vendy/client/domain';
import { ArrowLeftIcon, Button, CheckIcon, ChevronDownIcon, Chip, LockIcon } from '@vendy/ui-kit';
import { BasicInfoStep, type BasicInfo } from './BasicInfoStep';
import type { ChosenMedia } from './layoutActions';
import { EmbedStep } from './EmbedStep';
import { isDraft, type Layout, type MediaItem } from './layoutModel';
import type { MediaLibrary } from './MediaChooserDialog';
import { MediaStep } from './MediaStep';
import { PreviewDialog, type PreviewDevice } from './PreviewDialog';
import * as page from './layouts.css';
import * as styles from './wizard.css';

export interface WizardActions {
  /** upsertWidgetBase; the route then shows the saved layout. */
  saveBase: (values: BasicInfo) => Promise<void>;
  addMedia: (chosen: ChosenMedia[], current: readonly string[]) => Promise<void>;
  saveOrder: (virtualVideoIds: readonly string[]) => Promise<void>;
  finalize: () => Promise<void>;
}

export interface LayoutWizardProps {
  /** The layout being built; null for a new one (not saved yet). */
  layout: Layout | null;
  library: MediaLibrary;
  host: string;
  actions: WizardActions;
  onCustomize: (item: MediaItem) => void;
  /** Back to the list ('Finish' too). */
  onClose: () => void;
  /** A line above the steps (e.g. what 'Make it shoppable' brings to a new layout). */
  note?: string;
  /** Where the wizard starts (stories); by default from the layout's state. */
  initialState?: WizardState;
  initialPreview?: PreviewDevice | null;
  writeText?: (text: string) => Promise<void>;
}

const CLOSED = -1;

function StepHeading({ index, done, locked }: { index: number; done: boolean; locked: boolean }) {
  return (
    <Heading level={2} className={styles.stepHeading}>
      <RACButton slot="trigger" className={styles.stepTrigger}>
        <span className={styles.stepNumber} data-done={done || undefined} aria-hidden="true">
          {done ? <CheckIcon size={14} /> : index + 1}
        </span>
        <span className={styles.stepName}>{WIZARD_STEPS[index]}</span>
        {done && <span className={styles.visuallyHidden}>(done)</span>}
        {locked ? (
          <LockIcon size={16} aria-hidden="true" />
        ) : (
          <ChevronDownIcon size={16} className={styles.chevron} aria-hidden="true" />
        )}
      </RACButton>
    </Heading>
  );
}

export function LayoutWizard({
  layout,
  library,
  host,
  actions,
  onCustomize,
  onClose,
  note,
  initialState,
  initialPreview = null,
  writeText,
}: LayoutWizardProps) {
  const [wizard, setWizard] = useState<WizardState>(
    () => initialState ?? initialWizardState(layout),
  );
  const [previewDevice, setPreviewDevice] = useState<PreviewDevice | null>(initialPreview);
  const openStep = (step: number) => setWizard((w) => ({ ...w, step }));

  const onExpandedChange = (keys: Set<Key>) => {
    const [next] = [...keys].map(Number);
    openStep(next !== undefined && next <= wizard.reached ? next : CLOSED);
  };

  const saveBase = async (values: BasicInfo) => {
    await actions.saveBase(values);
    setWizard((w) => ({ ...w, step: 1, reached: Math.max(w.reached, 1) }));
  };

  const finalize = async () => {
    await actions.finalize();
    setWizard({ step: 2, reached: 2, complete: true });
  };

  const panels: ReactNode[] = [
    <BasicInfoStep
      key="basic"
      initial={layout ? { title: layout.title, type: layout.type } : undefined}
      onSubmit={saveBase}
    />,
    layout && (
      <MediaStep
        key="media"
        layout={layout}
        library={library}
        onAdd={actions.addMedia}
        onSave={actions.saveOrder}
        onFinalize={finalize}
        onCustomize={onCustomize}
      />
    ),
    layout && (
      <EmbedStep
        key="embed"
        layout={layout}
        host={host}
        writeText={writeText}
        onPreview={() => setPreviewDevice('desktop')}
        onFinish={onClose}
      />
    ),
  ];

  return (
    <div className={page.page}>
      <div className={page.header}>
        <h1 className={page.heading}>{layout ? layout.title : 'New Layout'}</h1>
        {layout && isDraft(layout) && <Chip tone="primary">DRAFT</Chip>}
        <Button variant="ghost" icon={<ArrowLeftIcon />} onPress={onClose}>
          Back to Layouts
        </Button>
      </div>
      {note && <p className={page.muted}>{note}</p>}
      <DisclosureGroup
        className={styles.steps}
        expandedKeys={wizard.step === CLOSED ? [] : [String(wizard.step)]}
        onExpandedChange={onExpandedChange}
      >
        {WIZARD_STEPS.map((name, index) => {
          const locked = index > wizard.reached;
          const done = wizard.complete || index < wizard.reached;
          return (
            <Disclosure
              key={name}
              id={String(index)}
              isDisabled={locked}
              className={styles.stepCard}
            >
              <StepHeading index={index} done={done} locked={locked} />
              <DisclosurePanel className={styles.stepPanel}>{panels[index]}</DisclosurePanel>
            </Disclosure>
          );
        })}
      </DisclosureGroup>
      {layout && (
        <PreviewDialog
          key={previewDevice === null ? 'closed' : 'open'}
          layout={previewDevice === null ? null : layout}
          initialDevice={previewDevice ?? undefined}
          onClose={() => setPreviewDevice(null)}
        />
      )}
    </div>
  );
}
