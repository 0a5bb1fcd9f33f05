import { it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { merchantUser } from '../../mocks/fixtures';
import { AccountPage } from './AccountPage';

it('debug', async () => {
  const user = userEvent.setup({ delay: null });
  render(<AccountPage user={merchantUser} onSaveDetails={vi.fn()} onChangePassword={vi.fn()} onDeleteAccount={vi.fn(async () => {})} onAccountDeleted={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Delete Account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete Account' });
  await user.click(within(dialog).getByLabelText(/^Confirmation/));
  await user.paste('permanently delete');
  console.log('A');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  console.log('B');
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Account' }));
  console.log('C');
  await act(async () => {});
  console.log('D', document.body.textContent?.includes('deleted'));
  vi.useRealTimers();
});
