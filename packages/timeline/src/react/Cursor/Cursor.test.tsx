// @vitest-environment happy-dom
import '../test-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Cursor } from './Cursor';

function setUp(time = 10) {
  const handlers = {
    onScrubStart: vi.fn(),
    onScrub: vi.fn(),
    onScrubEnd: vi.fn(),
    onSeek: vi.fn(),
  };
  render(<Cursor time={time} duration={60} zoom={6} {...handlers} />);
  return { slider: screen.getByRole('slider', { name: 'Timeline cursor' }), ...handlers };
}

describe('Cursor', () => {
  it('is a slider that tells where it is', () => {
    const { slider } = setUp(75 / 2);
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '60');
    expect(slider).toHaveAttribute('aria-valuetext', '0:37 of 1:00');
    expect(slider).toHaveStyle({ left: `${19 + 8 * 37.5}px` });
  });

  it('moves with the keyboard', async () => {
    const { slider, onSeek } = setUp(10);
    const user = userEvent.setup();
    slider.focus();
    await user.keyboard('{ArrowRight}');
    expect(onSeek).toHaveBeenLastCalledWith(11);
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(onSeek).toHaveBeenLastCalledWith(5);
    await user.keyboard('{PageUp}');
    expect(onSeek).toHaveBeenLastCalledWith(25);
    await user.keyboard('{End}');
    expect(onSeek).toHaveBeenLastCalledWith(60);
    await user.keyboard('{Home}');
    expect(onSeek).toHaveBeenLastCalledWith(0);
  });

  it('scrubs while held by a pointer', () => {
    const { slider, onScrubStart, onScrub, onScrubEnd } = setUp();
    fireEvent.pointerDown(slider, { pointerId: 1, button: 0, clientX: 99 });
    expect(onScrubStart).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 139 });
    expect(onScrub).toHaveBeenLastCalledWith(139);
    fireEvent.pointerUp(slider, { pointerId: 1, clientX: 139 });
    expect(onScrubEnd).toHaveBeenCalledTimes(1);
    fireEvent.pointerMove(slider, { pointerId: 1, clientX: 200 });
    expect(onScrub).toHaveBeenCalledTimes(1);
  });
});
