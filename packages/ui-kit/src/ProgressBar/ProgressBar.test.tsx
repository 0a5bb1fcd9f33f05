import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { ProgressBar } from './ProgressBar';
import { Spinner } from './Spinner';

describe('ProgressBar', () => {
  it('is a labelled progress bar that shows and announces a percentage', () => {
    render(<ProgressBar label="Uploading video" value={40} />);
    const bar = screen.getByRole('progressbar', { name: 'Uploading video' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(bar).toHaveAttribute('aria-valuetext', '40%');
    expect(screen.getByText('40%')).toBeVisible();
  });

  it('uses a custom value text such as steps completed', () => {
    render(
      <ProgressBar
        label="Getting started"
        value={3}
        maxValue={5}
        valueLabel="3/5 steps completed"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Getting started' });
    expect(bar).toHaveAttribute('aria-valuetext', '3/5 steps completed');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(screen.getByText('3/5 steps completed')).toBeInTheDocument();
  });

  it('clamps the value to its range', () => {
    render(<ProgressBar aria-label="Quota" value={150} />);
    expect(screen.getByRole('progressbar', { name: 'Quota' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('has no value while indeterminate', () => {
    render(<ProgressBar label="Processing" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Processing' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('can hide the value text without hiding it from screen readers', () => {
    render(<ProgressBar label="Trial" value={10} maxValue={30} hideValueText />);
    expect(screen.queryByText('33%')).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Trial' })).toHaveAttribute(
      'aria-valuetext',
      '33%',
    );
  });
});

describe('Spinner', () => {
  it('is an indeterminate progress bar named Loading by default', () => {
    render(
      <>
        <Spinner />
        <Spinner label="Loading products" size="lg" />
      </>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading' })).not.toHaveAttribute(
      'aria-valuenow',
    );
    expect(screen.getByRole('progressbar', { name: 'Loading products' })).toBeInTheDocument();
  });
});
