// @vitest-environment happy-dom
import '../test-setup';
import { render, screen } from '@testing-library/react';
import { it } from 'vitest';
import { needsPlacementChoice, competingPlacements } from '../../model';
import { createTimelineStore } from '../store';
import { Editor } from './Editor';
import { fullLibrary, seededState } from './test-editor';
it('debug', async () => {
  const s = seededState({ timed: [5], competing: true });
  console.log('NEEDS', needsPlacementChoice(s), competingPlacements(s.doc).length, s.view.activeStrategyKey);
  const store = createTimelineStore(s);
  render(<Editor store={store} library={fullLibrary()} title="t" onSave={async () => ({ ok: true })} onClose={() => {}} />);
  console.log('DIALOG', screen.queryAllByRole('dialog').length);
});
