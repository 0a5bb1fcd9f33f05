// @vitest-environment happy-dom
import '../test-setup';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { it } from 'vitest';
import { createTimelineStore } from '../store';
import { layout, useTimelineLayout } from './test-layout-editor';
import { Editor } from './Editor';
import { fullLibrary, seededState } from './test-editor';
useTimelineLayout();
it('debug', async () => {
  const store = createTimelineStore(seededState({ timed: [5] }));
  render(<Editor store={store} library={fullLibrary()} title="t" onSave={async () => ({ ok: true })} onClose={() => {}} />);
  layout.all();
  const item = screen.getByRole('button', { name: /at 0:05/ });
  item.focus();
  await act(async () => void fireEvent.keyDown(item, { key: ' ', code: 'Space' }));
  const fixed = Array.from(document.querySelectorAll('div')).filter((d) => d.style.position === 'fixed');
  console.log('FIXED', fixed.map((d) => d.getAttribute('style')));
  await act(async () => void fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' }));
  await act(async () => void fireEvent.keyDown(document, { key: 'ArrowRight', code: 'ArrowRight' }));
  console.log('STYLE', Array.from(document.querySelectorAll('div')).filter((d) => d.style.position === 'fixed').map((d) => d.getAttribute('style'))[1]);
  console.log('OVER', document.body.textContent?.match(/Over [^.]*\.|Picked up[^.]*\./g));
});
