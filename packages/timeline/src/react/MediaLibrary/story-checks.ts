/**
 * Runs a composed story as the story test-runner would, in the component test environment: its
 * play function, then axe with the WCAG 2.2 AA rules that do not need layout (colour contrast is
 * left to the browser run). Test helper, not part of the package's API.
 */
import axe from 'axe-core';
import { expect } from 'vitest';

interface Playable {
  run(context?: { canvasElement?: HTMLElement }): Promise<void>;
}

export async function playStory(Story: Playable): Promise<HTMLElement> {
  const canvasElement = document.body.appendChild(document.createElement('div'));
  await Story.run({ canvasElement });
  const { violations } = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  return canvasElement;
}
