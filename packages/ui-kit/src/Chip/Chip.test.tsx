import { describe, it, expect } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Chip } from './Chip';
import { CheckIcon } from '../icons';

/** The chip element around a visible text. */
const chipOf = (text: string) => screen.getByText(text).parentElement as HTMLElement;

describe('Chip', () => {
  it('reads as its text, with the icon hidden', () => {
    const { container } = render(
      <p>
        Ada Lovelace <Chip tone="primary">Me</Chip>{' '}
        <Chip tone="success" icon={<CheckIcon />}>
          owner
        </Chip>
      </p>,
    );
    expect(container.querySelector('p')).toHaveTextContent('Ada Lovelace Me owner');
    expect(chipOf('owner').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('looks different per tone and neutral by default', () => {
    render(
      <>
        <Chip>user</Chip>
        <Chip tone="neutral">neutral</Chip>
        <Chip tone="danger">DRAFT</Chip>
        <Chip tone="info">info</Chip>
      </>,
    );
    const classOf = (text: string) => chipOf(text).className;
    expect(classOf('user')).toBe(classOf('neutral'));
    expect(new Set([classOf('neutral'), classOf('DRAFT'), classOf('info')]).size).toBe(3);
  });

  it('passes accessibility attributes through, e.g. a fuller name', () => {
    render(<Chip title="Role: owner">owner</Chip>);
    expect(chipOf('owner')).toHaveAttribute('title', 'Role: owner');
  });
});
