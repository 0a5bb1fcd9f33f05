import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { SignupPage } from './SignupPage';
import { SignupRoute } from './SignupRoute';

const meta = {
  title: 'Pages/Auth/Signup',
  component: SignupPage,
  parameters: { layout: 'fullscreen' },
  args: { onSignup: fn(async () => {}) },
} satisfies Meta<typeof SignupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign Up' }));
  },
};

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Password/), 'short');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'different');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  },
};

// Sign-up never says whether an address has an account; it fails only for reasons like these.
export const SignupFails: Story = {
  args: {
    onSignup: fn(async () => {
      throw new Error('Too many attempts. Please try again later.');
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Email/), 'maya@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long enough');
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'long enough');
    await userEvent.type(canvas.getByLabelText(/^First Name/), 'Maya');
    await userEvent.type(canvas.getByLabelText(/^Last Name/), 'Merchant');
    await userEvent.click(canvas.getByRole('checkbox', { name: /I agree/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Up' }));
  },
};

export const Route: Story = {
  render: () => renderAt(<SignupRoute />, { path: '/signup' }),
};
