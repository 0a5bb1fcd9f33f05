import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import * as icons from './icons';
import { Logo } from './Logo';

describe('icons', () => {
  it('are hidden from assistive technology and never focusable', () => {
    const { container } = render(
      <>
        {Object.entries(icons).map(([name, Icon]) => (
          <Icon key={name} />
        ))}
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs.length).toBe(Object.keys(icons).length);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    }
  });

  it('keep aria-hidden even when a caller tries to expose them', () => {
    const props = { 'aria-hidden': false } as object;
    const { container } = render(<icons.EyeIcon {...props} />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('follow the font size by default and accept an explicit size', () => {
    const { container } = render(
      <>
        <icons.SearchIcon />
        <icons.SearchIcon size={32} />
      </>,
    );
    const [byFont, sized] = container.querySelectorAll('svg');
    expect(byFont).toHaveAttribute('width', '1.25em');
    expect(sized).toHaveAttribute('width', '32');
    expect(sized).toHaveAttribute('height', '32');
  });
});

describe('Logo', () => {
  it('is an image named by its label when it stands alone', () => {
    render(<Logo label="Vendy" />);
    expect(screen.getByRole('img', { name: 'Vendy' })).toBeInTheDocument();
  });

  it('is decorative without a label and keeps its proportions', () => {
    const { container } = render(<Logo height={16} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('width', '56');
  });
});
