import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlansPage, type PlansPageProps } from './PlansPage';

const setup = (props: Partial<PlansPageProps> = {}) => {
  const user = userEvent.setup({ delay: null });
  const onChoose = vi.fn(async (_planId: string) => {});
  render(
    <PlansPage
      groupName="Fresh Finds"
      currentPlanId={null}
      canManage
      onChoose={onChoose}
      {...props}
    />,
  );
  return { user, onChoose };
};

const radio = (title: string) => screen.getByRole('radio', { name: new RegExp(`^${title}`) });
const choose = () => screen.getByRole('button', { name: 'Choose Plan' });

describe('PlansPage', () => {
  it('names the group, links to switching groups and offers the free trial', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a Plan');
    expect(screen.getByText('Fresh Finds')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Switch Groups' })).toHaveAttribute('href', '/groups');
    expect(screen.getByText('Start with a 30-day free trial')).toBeInTheDocument();
  });

  it('lists every plan with its price, description and benefits', () => {
    setup();
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(radio('Free')).toHaveAccessibleName(expect.stringContaining('FREE'));
    expect(radio('Free')).not.toHaveAccessibleName(expect.stringContaining('per month'));
    expect(radio('Starter')).toHaveAccessibleName(
      expect.stringContaining('$29.00 per month, excluding tax'),
    );
    expect(radio('Standard')).toHaveAccessibleName(expect.stringContaining('$99.00'));
    expect(radio('Growth')).toHaveAccessibleName(expect.stringContaining('$199.00'));
    expect(radio('Growth')).toHaveAccessibleName(expect.stringContaining('Onboarding support'));
  });

  it('asks for a plan when none is chosen', async () => {
    const { user, onChoose } = setup();
    await user.click(choose());
    expect(await screen.findByText('Choose a Plan.')).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('shows the active plan selected and refuses to choose it again', async () => {
    const { user, onChoose } = setup({ currentPlanId: 'starter' });
    expect(radio('Starter')).toBeChecked();
    expect(radio('Starter')).toHaveAccessibleName(expect.stringContaining('Current plan'));
    await user.click(choose());
    expect(await screen.findByText('This plan is already active.')).toBeInTheDocument();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('chooses the selected plan', async () => {
    const { user, onChoose } = setup({ currentPlanId: 'starter' });
    await user.click(radio('Growth'));
    await user.click(choose());
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('growth');
  });

  it('can be operated with the keyboard', async () => {
    const { user, onChoose } = setup();
    await user.click(radio('Free'));
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(radio('Standard')).toBeChecked();
    expect(radio('Standard')).toHaveFocus();
    await user.tab();
    expect(choose()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledExactlyOnceWith('standard');
  });

  it('shows why the plan could not be chosen', async () => {
    const { user } = setup({
      onChoose: vi
        .fn()
        .mockRejectedValue(new Error('Shopify did not return a purchase confirmation URL.')),
    });
    await user.click(radio('Starter'));
    await user.click(choose());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shopify did not return a purchase confirmation URL.',
    );
  });

  it('shows members the plans read-only, since only owners manage billing', async () => {
    const { user, onChoose } = setup({ canManage: false, currentPlanId: 'starter' });
    expect(screen.getByText(/Only group owners can manage billing/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose Plan' })).not.toBeInTheDocument();
    await user.click(radio('Growth'));
    expect(radio('Growth')).not.toBeChecked();
    expect(radio('Starter')).toBeChecked();
    expect(onChoose).not.toHaveBeenCalled();
  });
});
