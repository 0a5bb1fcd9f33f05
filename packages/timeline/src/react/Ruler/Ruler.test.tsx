// @vitest-environment happy-dom
import '../test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Ruler } from './Ruler';

describe('Ruler', () => {
  it('labels the major ticks of the visible stretch', () => {
    const { container } = render(
      <Ruler zoom={6} duration={60} scrollLeft={0} viewportWidth={240} />,
    );
    const labels = [...container.querySelectorAll('span')]
      .map((span) => span.textContent)
      .filter(Boolean);
    expect(labels.slice(0, 4)).toEqual(['0:00', '0:05', '0:10', '0:15']);
    expect(container.querySelectorAll('[data-major]').length).toBe(labels.length);
  });

  it('draws only ticks near the viewport of a long video', () => {
    const { container } = render(
      <Ruler zoom={6} duration={36_000} scrollLeft={100_000} viewportWidth={400} />,
    );
    // 400 px plus 120 px on each side: 16 majors (every 40 px) at about 3:28:00, none from 0.
    const labels = [...container.querySelectorAll('span')]
      .map((span) => span.textContent)
      .filter(Boolean);
    expect(labels).toHaveLength(16);
    expect(labels[0]).toMatch(/^3:2[78]:\d\d$/);
    expect(screen.queryByText('0:00')).toBeNull();
  });

  it('moves the cursor where it is pressed', () => {
    const onSeek = vi.fn();
    render(<Ruler zoom={6} duration={60} scrollLeft={0} viewportWidth={400} onSeek={onSeek} />);
    fireEvent.pointerDown(screen.getByTestId('timeline-ruler'), { clientX: 19 + 80, button: 0 });
    expect(onSeek).toHaveBeenCalledWith(10);
  });
});
