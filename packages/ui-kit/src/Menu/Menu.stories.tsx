import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import {
  EditIcon,
  GroupIcon,
  HelpIcon,
  LogoutIcon,
  MoreVerticalIcon,
  PlayIcon,
  TrashIcon,
  UserIcon,
} from '../icons';
import { Menu, MenuItem, MenuSeparator } from './Menu';

const meta = {
  title: 'UI Kit/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    label: 'Account menu',
    icon: <UserIcon />,
    hideLabel: true,
    onAction: fn(),
    children: null,
  },
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountItems = (
  <>
    <MenuItem id="account" href="/account" icon={<UserIcon />}>
      Account
    </MenuItem>
    <MenuItem id="groups" href="/groups" icon={<GroupIcon />}>
      Groups
    </MenuItem>
    <MenuItem id="tour" icon={<PlayIcon />}>
      Tour
    </MenuItem>
    <MenuItem id="logout" icon={<LogoutIcon />}>
      Log out
    </MenuItem>
    <MenuSeparator />
    <MenuItem id="help" href="mailto:support@vendy.example" icon={<HelpIcon />}>
      Help
    </MenuItem>
  </>
);

const openMenu: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button'));
  await expect(await screen.findByRole('menu')).toBeVisible();
};

/** The account menu, closed: an icon button. */
export const AccountMenu: Story = { args: { children: accountItems } };

export const AccountMenuOpen: Story = { args: { children: accountItems }, play: openMenu };

/** A row's admin actions, with a destructive item. */
export const AdminActionsOpen: Story = {
  args: {
    label: 'Actions for ada1@shop.example',
    icon: <MoreVerticalIcon />,
    children: (
      <>
        <MenuItem id="trial">Add free-trial days</MenuItem>
        <MenuItem id="webhooks">Set store webhooks</MenuItem>
        <MenuSeparator />
        <MenuItem id="remove" tone="danger" icon={<TrashIcon />}>
          Remove user
        </MenuItem>
      </>
    ),
  },
  play: openMenu,
};

/** A text trigger, with a disabled item. */
export const TextTriggerOpen: Story = {
  args: {
    label: 'Edit layout',
    icon: <EditIcon />,
    hideLabel: false,
    variant: 'secondary',
    placement: 'bottom start',
    disabledKeys: ['duplicate'],
    children: (
      <>
        <MenuItem id="rename">Rename</MenuItem>
        <MenuItem id="duplicate">Duplicate</MenuItem>
        <MenuItem id="delete" tone="danger">
          Delete
        </MenuItem>
      </>
    ),
  },
  play: openMenu,
};
