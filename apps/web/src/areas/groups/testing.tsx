// Test support for the group screens.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { acmeGroup, FIXED_NOW, merchantUser } from '../../mocks/fixtures';
import { groupInvitations, groupMembers } from '../../mocks/groups';
import { GroupPage, type GroupActions, type GroupPageProps } from './GroupPage';

/**
 * Puts `text` into a field at once: typing key by key re-renders the whole page per character,
 * which is slow and tests nothing more than one paste does.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Renders the group page with the owner's data and a spy for every action. */
export function renderGroupPage(props: Partial<GroupPageProps> = {}, userOptions = {}) {
  const actions: { [K in keyof GroupActions]: ReturnType<typeof vi.fn<GroupActions[K]>> } = {
    onRename: vi.fn(async () => {}),
    onChangeRole: vi.fn(async () => {}),
    onRemoveUser: vi.fn(async () => {}),
    onInvite: vi.fn(async () => {}),
    onRescind: vi.fn(async () => {}),
    onSaveHandle: vi.fn(async () => {}),
    onDeleteGroup: vi.fn(async () => {}),
    onDeleted: vi.fn(),
  };
  const user = userEvent.setup(userOptions);
  render(
    <GroupPage
      group={acmeGroup}
      currentUserId={merchantUser.id}
      users={{ status: 'ready', data: groupMembers }}
      invitations={{ status: 'ready', data: groupInvitations }}
      now={new Date(FIXED_NOW)}
      {...actions}
      {...props}
    />,
  );
  return { user, ...actions };
}
