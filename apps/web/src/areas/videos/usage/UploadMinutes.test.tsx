import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { noneLeft, noPlan, oneMinuteLeft, plentyLeft } from './fixtures';
import { UploadMinutes } from './UploadMinutes';

describe('UploadMinutes', () => {
  it("shows the minutes used of the plan's allowance and what is left until the month renews", () => {
    render(<UploadMinutes usage={{ status: 'ready', data: plentyLeft }} />);
    const meter = screen.getByRole('meter', { name: 'Upload minutes' });
    expect(meter).toHaveAttribute('aria-valuenow', '42');
    expect(meter).toHaveAttribute('aria-valuemax', '300');
    expect(meter).toHaveAttribute('aria-valuetext', '42 of 300 minutes used');
    expect(
      screen.getByText(/^258 minutes left this billing month; minutes renew on 2026-12-0[34]\.$/),
    ).toBeInTheDocument();
  });

  it('says so when one minute or none is left', () => {
    const { rerender } = render(<UploadMinutes usage={{ status: 'ready', data: oneMinuteLeft }} />);
    expect(screen.getByText(/^1 minute left this billing month/)).toBeInTheDocument();
    rerender(<UploadMinutes usage={{ status: 'ready', data: noneLeft }} />);
    expect(screen.getByText(/^0 minutes left this billing month/)).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuetext', '300 of 300 minutes used');
  });

  it('explains that uploads need a paid plan', () => {
    render(<UploadMinutes usage={{ status: 'ready', data: noPlan }} />);
    expect(
      screen.getByText(
        'Your plan does not include video uploads. Upgrade your plan to upload videos.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });

  it('shows loading and failure without a meter', () => {
    const { rerender } = render(<UploadMinutes usage={{ status: 'loading' }} />);
    expect(screen.getByText('Loading upload minutes…')).toBeInTheDocument();
    rerender(<UploadMinutes usage={{ status: 'error', message: 'Unable to get data.' }} />);
    expect(screen.getByText('Upload minutes: Unable to get data.')).toBeInTheDocument();
    expect(screen.queryByRole('meter')).not.toBeInTheDocument();
  });
});
