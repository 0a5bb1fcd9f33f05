// Test support: fills a field the way a user pasting into it would (typing key by key is slow).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** Fills the field whose label starts with `label` (labels of required fields end with '*'). */
export async function fillField(label: string, value: string) {
  await userEvent.click(screen.getByLabelText(new RegExp(`^${label}`)));
  await userEvent.paste(value);
}
