import '../Menu/happyDomFocus';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorPicker } from './ColorPicker';

describe('ColorPicker', () => {
  it('shows the colour in its labelled hex field and commits a typed one as #rrggbb', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker label="Text colour" value="#000000" onChange={onChange} />);
    const field = screen.getByRole('textbox', { name: 'Text colour' });
    expect(field).toHaveValue('#000000');
    await user.clear(field);
    await user.type(field, '#ABCDEF');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('#abcdef');
  });

  it('opens from the keyboard; arrow keys move the hue and the saturation/brightness area', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ColorPicker label="Card background" value="#ff0000" onChange={onChange} />);
    screen.getByRole('button', { name: 'Choose card background' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Card background' });
    within(dialog).getByRole('slider', { name: 'Hue' }).focus();
    await user.keyboard('{ArrowRight}');
    // One degree of hue from pure red.
    expect(onChange).toHaveBeenLastCalledWith('#ff0400');
    const [area] = within(dialog).getAllByRole('slider', { name: /Saturation and brightness/ });
    area!.focus();
    await user.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^#fc0000$|^#fd0000$/));
  });

  it('shows its description and can be disabled', () => {
    render(
      <ColorPicker
        label="Banner highlight"
        value="#0393fb"
        onChange={() => {}}
        description="Used on the open banner."
        isDisabled
      />,
    );
    const field = screen.getByRole('textbox', { name: 'Banner highlight' });
    expect(field).toHaveAccessibleDescription('Used on the open banner.');
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose banner highlight' })).toBeDisabled();
  });
});
