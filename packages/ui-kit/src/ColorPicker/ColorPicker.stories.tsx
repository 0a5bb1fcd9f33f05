import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { ColorPicker, type ColorPickerProps } from './ColorPicker';

function Controlled(props: ColorPickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <ColorPicker
      {...props}
      value={value}
      onChange={(hex) => {
        setValue(hex);
        props.onChange(hex);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/ColorPicker',
  component: ColorPicker,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { label: 'Button background', value: '#0393fb', onChange: fn() },
  render: (args) => (
    <div style={{ maxWidth: 320, minHeight: 320 }}>
      <Controlled {...args} />
    </div>
  ),
} satisfies Meta<typeof ColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDescription: Story = {
  args: { description: 'The colour of every button in your layouts.' },
};

export const Disabled: Story = { args: { isDisabled: true } };

/** A hex typed and committed with Enter is reported as lower-case #rrggbb. */
export const TypedHex: Story = {
  play: async ({ args, canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'Button background' });
    await userEvent.clear(field);
    await userEvent.type(field, '#1D3557{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1d3557');
  },
};

/** Opened from the keyboard; the area and the hue slider move with the arrow keys. */
export const OpenFromKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Choose button background' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Button background' });
    within(dialog).getByRole('slider', { name: 'Hue' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(args.onChange).toHaveBeenCalled();
    const [area] = within(dialog).getAllByRole('slider', { name: /Saturation and brightness/ });
    area!.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(expect.stringMatching(/^#[0-9a-f]{6}$/));
  },
};
